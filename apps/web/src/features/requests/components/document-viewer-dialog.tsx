import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { saveBlob } from '@visadesk/client';
import type { RequestDetail } from '@visadesk/contract/requests';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isImage, isPdf, useDocumentFile } from '../hooks/use-document-file';

type RequestDocument = RequestDetail['documents'][number];

/** Shows an image or a PDF from its blob URL, with a download button. */
export function DocumentViewerDialog({ document, onClose }: { document: RequestDocument; onClose(): void }) {
  const { t } = useTranslation();
  const id = useId();
  const file = useDocumentFile(document.url, document.contentType);

  return (
    <Dialog open onClose={onClose} aria-labelledby={id} maxWidth="lg" fullWidth>
      <DialogTitle id={id} dir="auto" sx={{ overflowWrap: 'anywhere' }}>
        {document.fileName}
      </DialogTitle>
      <DialogContent
        dividers
        sx={{ p: 0, bgcolor: 'action.hover', minHeight: 320, display: 'grid', placeItems: 'center' }}
      >
        {file.isLoading && <CircularProgress aria-label={t('ui.loading')} />}
        {file.isError && <Alert severity="error">{t('requests.documents.loadFailed')}</Alert>}
        {file.objectUrl && isImage(document.contentType) && (
          <Box
            component="img"
            src={file.objectUrl}
            alt={document.fileName}
            sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain', display: 'block' }}
          />
        )}
        {file.objectUrl && isPdf(document.contentType) && (
          <Box
            component="iframe"
            src={file.objectUrl}
            title={document.fileName}
            sx={{ width: '100%', height: '75vh', border: 0, display: 'block' }}
          />
        )}
        {file.objectUrl && !isImage(document.contentType) && !isPdf(document.contentType) && (
          <Alert severity="info">{t('requests.documents.noPreview')}</Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {isPdf(document.contentType) && (
          // The browser's own PDF viewer in a tab: works where a page's CSP keeps blob: out of frames.
          <Button
            startIcon={<IconExternalLink size={18} />}
            disabled={!file.objectUrl}
            href={file.objectUrl ?? ''}
            target="_blank"
            rel="noopener"
          >
            {t('requests.documents.openTab')}
          </Button>
        )}
        <Button
          startIcon={<IconDownload size={18} />}
          disabled={!file.blob}
          onClick={() => file.blob && saveBlob(file.blob, document.fileName)}
        >
          {t('requests.documents.download')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('ui.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
