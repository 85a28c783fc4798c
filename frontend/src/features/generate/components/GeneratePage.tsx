import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router';
import { serverFieldErrors } from '../form';
import { useGenerateInsight } from '../hooks/useGenerateInsight';
import { GeneratedInsightCard } from './GeneratedInsightCard';
import { GenerateForm } from './GenerateForm';

/** SPEC §2 /generate: the form, then the result in its place until "Generate Another". */
export function GeneratePage() {
  const generate = useGenerateInsight();
  const [again, setAgain] = useState(false);

  const restart = () => {
    generate.reset();
    setAgain(true);
  };

  return (
    <Stack spacing={2}>
      <Button component={Link} to="/" startIcon={<ArrowBack />} size="small" sx={{ alignSelf: 'flex-start' }}>
        Back to feed
      </Button>
      <Stack spacing={0.5}>
        <Typography variant="h1">Generate an insight</Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Describe an idea, pick topics, or both, and Lumen writes a short insight for you.
        </Typography>
      </Stack>
      {generate.data ? (
        <GeneratedInsightCard insight={generate.data} onAgain={restart} />
      ) : (
        <GenerateForm
          pending={generate.isPending}
          autoFocus={again}
          onGenerate={(request, showErrors) =>
            generate.mutate(request, { onError: (error) => showErrors(serverFieldErrors(error)) })
          }
        />
      )}
    </Stack>
  );
}
