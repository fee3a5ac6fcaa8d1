import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVisa } from '../api/get-visa';
import { VisaForm } from './visa-form';

/** Full-screen create/edit of a visa; an existing one is loaded in full (descriptions, lists) first. */
export function VisaFormDialog({ visaId, onClose }: { visaId: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const formId = useId();
  const [editing, setEditing] = useState(visaId !== null);
  const [submitting, setSubmitting] = useState(false);
  const visa = useVisa(visaId ?? undefined);
  const ready = visaId === null || visa.data !== undefined;

  return (
    <Dialog fullScreen open onClose={submitting ? undefined : onClose} aria-labelledby={titleId}>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton edge="start" onClick={onClose} disabled={submitting} aria-label={t('ui.close')}>
            <IconX size={20} />
          </IconButton>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: '1.1rem' }}>
            {t(editing ? 'catalog.visas.edit' : 'catalog.visas.new')}
          </Typography>
          <Button onClick={onClose} disabled={submitting} color="inherit">
            {t('ui.close')}
          </Button>
          <Button type="submit" form={formId} variant="contained" loading={submitting} disabled={!ready}>
            {t(editing ? 'ui.save' : 'ui.create')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ bgcolor: 'background.default', flexGrow: 1, py: 3 }}>
        <Container maxWidth="lg">
          {ready ? (
            <VisaForm
              formId={formId}
              visa={visa.data ?? null}
              onSaved={(_, created) => {
                // A new visa stays open as "edit": its id now allows images in the descriptions.
                if (created) setEditing(true);
                else onClose();
              }}
              onSubmittingChange={setSubmitting}
            />
          ) : visa.isError ? (
            <Typography color="error" role="alert">
              {t('catalog.visas.loadFailed')}
            </Typography>
          ) : (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }}>
              <CircularProgress aria-label={t('ui.loading')} />
            </Box>
          )}
        </Container>
      </Box>
    </Dialog>
  );
}
