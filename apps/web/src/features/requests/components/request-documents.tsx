import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { IconDownload, IconFileTypePdf, IconPhoto, IconTrash } from '@tabler/icons-react';
import { saveBlob } from '@visadesk/client';
import type { RequestDetail } from '@visadesk/contract/requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TruncatedText } from '../../../components/truncated-text';
import { localizedName } from '../../../lib/catalog/labels';
import { api } from '../../../lib/http/http';
import { useFormatters } from '../../../lib/i18n/format';
import { toastSuccess } from '../../../lib/toasts/toasts';
import { useRemoveRequestDocument } from '../api/remove-request-document';
import { MOMENT_FORMAT } from '../dates';
import { isImage, useDocumentFile } from '../hooks/use-document-file';
import { DocumentUploadForm } from './document-upload-form';
import { DocumentViewerDialog } from './document-viewer-dialog';

type RequestDocument = RequestDetail['documents'][number];

/** A small preview: the image itself (fetched with the token), or a PDF icon. */
function Thumbnail({ document }: { document: RequestDocument }) {
  const image = isImage(document.contentType);
  const file = useDocumentFile(image ? document.url : undefined, document.contentType, { silent: true });
  const Icon = image ? IconPhoto : IconFileTypePdf;
  return (
    <Box
      sx={{
        width: 56,
        height: 56,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {file.objectUrl ? (
        <Box
          component="img"
          src={file.objectUrl}
          alt=""
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <Icon size={26} stroke={1.5} color="var(--mui-palette-text-secondary)" aria-hidden />
      )}
    </Box>
  );
}

/** The request's documents: preview, download, remove (with confirmation) and upload. */
export function RequestDocuments({ detail }: { detail: RequestDetail }) {
  const { t } = useTranslation();
  const { locale, formatDate, formatSize } = useFormatters();
  const [viewing, setViewing] = useState<RequestDocument | null>(null);
  const [removing, setRemoving] = useState<RequestDocument | null>(null);
  const remove = useRemoveRequestDocument();

  const download = async (document: RequestDocument) => {
    try {
      const { blob } = await api.downloadUrl(document.url);
      saveBlob(blob, document.fileName);
    } catch {
      // toasted
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync({ requestId: detail.id, documentId: removing.id });
      toastSuccess(t('requests.documents.removed', { name: removing.fileName }));
    } catch {
      // toasted
    }
    setRemoving(null);
  };

  return (
    <Stack spacing={1.5}>
      {detail.documents.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('requests.documents.empty')}
        </Typography>
      )}
      {detail.documents.map((document) => (
        <Box key={document.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Box
            component="button"
            type="button"
            onClick={() => setViewing(document)}
            aria-label={t('requests.documents.view', { name: document.fileName })}
            sx={{ p: 0, border: 0, bgcolor: 'transparent', cursor: 'zoom-in', borderRadius: 1 }}
          >
            <Thumbnail document={document} />
          </Box>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <TruncatedText
              text={document.fileName}
              component="p"
              sx={{ typography: 'body1', fontWeight: 500, m: 0 }}
            />
            <Typography variant="caption" color="text.secondary" component="div">
              {[
                document.requirement
                  ? localizedName(document.requirement, locale)
                  : t('requests.documents.other'),
                formatSize(document.size),
                t(`requests.actor.${document.uploadedBy}`),
                formatDate(new Date(document.createdAt), MOMENT_FORMAT),
              ].join(' · ')}
            </Typography>
          </Box>
          <Tooltip title={t('requests.documents.download')}>
            <IconButton aria-label={t('requests.documents.download')} onClick={() => void download(document)}>
              <IconDownload size={18} />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('requests.documents.remove')}>
            <IconButton aria-label={t('requests.documents.remove')} onClick={() => setRemoving(document)}>
              <IconTrash size={18} color="var(--mui-palette-error-main)" />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      <DocumentUploadForm requestId={detail.id} visaId={detail.visa.id} />
      {viewing && <DocumentViewerDialog document={viewing} onClose={() => setViewing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        title={t('requests.documents.removeTitle')}
        message={t('requests.documents.removeMessage', { name: removing?.fileName ?? '' })}
        confirmLabel={t('requests.documents.remove')}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
