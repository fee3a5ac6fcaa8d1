import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RequestDetail } from '@visadesk/contract/requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { typedDirection } from '../../../lib/forms/typed-direction';
import { useFormatters } from '../../../lib/i18n/format';
import { MOMENT_FORMAT } from '../dates';

interface RequestNotesProps {
  notes: RequestDetail['notes'];
  pending: boolean;
  onAdd(text: string): Promise<boolean>;
}

/** Internal notes: the team's own remarks, never shown to the applicant. */
export function RequestNotes({ notes, pending, onAdd }: RequestNotesProps) {
  const { t } = useTranslation();
  const { formatDate } = useFormatters();
  const [text, setText] = useState('');
  const sorted = [...notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <Stack spacing={1.5}>
      <Box
        component="form"
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          if (!text.trim()) return;
          if (await onAdd(text.trim())) setText('');
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          fullWidth
          multiline
          maxRows={6}
          label={t('requests.notes.add')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 5000, dir: typedDirection(text) } }}
        />
        <Button
          type="submit"
          variant="outlined"
          loading={pending}
          disabled={!text.trim()}
          sx={{ flexShrink: 0 }}
        >
          {t('requests.notes.save')}
        </Button>
      </Box>
      {sorted.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('requests.notes.empty')}
        </Typography>
      ) : (
        sorted.map((note) => (
          <Box key={note.id} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              <bdi>{note.body}</bdi>
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {note.author?.name ?? t('requests.actor.system')} ·{' '}
              {formatDate(new Date(note.createdAt), MOMENT_FORMAT)}
            </Typography>
          </Box>
        ))
      )}
    </Stack>
  );
}
