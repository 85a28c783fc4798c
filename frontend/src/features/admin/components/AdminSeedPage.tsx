import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import Storage from '@mui/icons-material/Storage';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { queryKeys } from '../../../lib/queryKeys';
import { clearViewHistory, seedDatabase } from '../api/adminApi';
import { AdminActionCard } from './AdminActionCard';

export function AdminSeedPage() {
  return (
    <Stack spacing={2}>
      <Button component={Link} to="/" startIcon={<ArrowBack />} size="small" sx={{ alignSelf: 'flex-start' }}>
        Back to feed
      </Button>
      <Typography variant="h1">Admin seeding</Typography>
      <AdminActionCard
        title="Seed the database"
        description="Adds 30 insights to the catalogue. This works only if the database is empty."
        button="Seed 30 insights"
        busyButton="Seeding..."
        icon={<Storage aria-hidden />}
        run={seedDatabase}
        failure="Failed to seed database"
      />
      <AdminActionCard
        title="Clear view history"
        description="Forgets which insights you have viewed, so they can show up in your feed again."
        button="Clear view history"
        busyButton="Clearing..."
        icon={<DeleteSweepOutlined aria-hidden />}
        color="error"
        run={clearViewHistory}
        failure="Failed to clear view history"
        invalidates={[queryKeys.streak]}
      />
    </Stack>
  );
}
