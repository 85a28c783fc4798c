import { Entity, PrimaryColumn } from 'typeorm';

/** A local day (in the learner's time zone) on which the learner viewed or reviewed an insight. */
@Entity({ name: 'activity_days' })
export class ActivityDayEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId!: string;

  @PrimaryColumn('date')
  day!: string;
}
