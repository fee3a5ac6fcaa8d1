import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../lib/catalog/labels';
import { useFormatters } from '../../../lib/i18n/format';
import { toastError, toastSuccess } from '../../../lib/toasts/toasts';
import { useVisaRequirements } from '../api/get-visa-requirements';
import { useUploadRequestDocument } from '../api/upload-request-document';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

/** Adds a document to the request: which requirement it answers (optional), then the file. */
export function DocumentUploadForm({ requestId, visaId }: { requestId: string; visaId: string }) {
  const { t } = useTranslation();
  const { locale, formatNumber } = useFormatters();
  const requirements = useVisaRequirements(visaId);
  const upload = useUploadRequestDocument();
  const input = useRef<HTMLInputElement>(null);
  const [requirementId, setRequirementId] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const documents = (requirements.data ?? []).filter((r) => r.kind === 'document');

  const send = async (file: File) => {
    if (!ACCEPT.split(',').includes(file.type)) {
      toastError(t('requests.documents.wrongType'));
      return;
    }
    setProgress(0);
    try {
      await upload.mutateAsync({
        requestId,
        requirementId: requirementId || undefined,
        file,
        onProgress: setProgress,
      });
      toastSuccess(t('requests.documents.uploaded', { name: file.name }));
      setRequirementId('');
    } catch {
      // toasted by the upload client
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box sx={{ pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          label={t('requests.documents.requirement')}
          value={requirementId}
          onChange={(e) => setRequirementId(e.target.value)}
          sx={{ minWidth: 220, flexGrow: 1 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('requests.documents.other')}</MenuItem>
          {documents.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {localizedName(r, locale)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<IconUpload size={18} />}
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          {t('requests.documents.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept={ACCEPT}
          aria-label={t('requests.documents.upload')}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void send(file);
          }}
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('requests.documents.hint')}
      </Typography>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress * 100}
          aria-label={t('ui.upload.progress')}
          aria-valuetext={formatNumber(progress, { style: 'percent' })}
          sx={{ mt: 1 }}
        />
      )}
    </Box>
  );
}
