import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Country } from '@visadesk/contract/countries';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../components/image-upload';
import { localizedName } from '../../../lib/catalog/labels';
import { toastSuccess } from '../../../lib/toasts/toasts';
import { useUploadCountryFlag } from '../api/upload-country-flag';

/** The row action "Upload flag": pick, preview, send with progress. */
export function FlagUploadDialog({ country, onClose }: { country: Country; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploadFlag = useUploadCountryFlag();
  const name = localizedName(country, i18n.language === 'ar' ? 'ar' : 'en');

  const send = async () => {
    if (!file) return;
    setProgress(0);
    try {
      await uploadFlag.mutateAsync({ id: country.id, file, onProgress: setProgress });
      toastSuccess(t('catalog.countries.flagUploaded', { name }));
      onClose();
    } catch {
      // the upload helper already showed the server's message (413 too large, 415 wrong type)
    } finally {
      setProgress(null);
    }
  };

  return (
    <Dialog
      open
      onClose={uploadFlag.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('catalog.countries.flagFor', { name })}</DialogTitle>
      <DialogContent>
        <ImageUpload
          label={t('catalog.countries.flag')}
          currentUrl={country.flagUrl}
          file={file}
          onFileChange={setFile}
          progress={progress}
          width={96}
          height={64}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={uploadFlag.isPending} color="inherit">
          {t('ui.cancel')}
        </Button>
        <Button variant="contained" onClick={send} disabled={!file} loading={uploadFlag.isPending}>
          {t('ui.upload.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
