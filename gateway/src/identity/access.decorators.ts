import { SetMetadata } from '@nestjs/common';

export const PUBLIC_ROUTE = 'lumen:public';
export const ADMIN_ROUTE = 'lumen:admin';

/** No learner needed (health, docs): no anonymous account is created for these. */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** Only learners whose email is listed in ADMIN_EMAILS. */
export const AdminOnly = () => SetMetadata(ADMIN_ROUTE, true);
