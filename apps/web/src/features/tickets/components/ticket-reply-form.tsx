import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconSend } from '@tabler/icons-react';
import type { TicketDetail } from '@visadesk/contract/ticket-replies';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailText } from '../../../components/email-text';
import { FormTextInput } from '../../../components/form-text-input';
import { typedDirection } from '../../../lib/forms/typed-direction';
import { useFieldError } from '../../../lib/forms/use-field-error';
import { toastSuccess } from '../../../lib/toasts/toasts';
import { useReplyToTicket } from '../api/reply-to-ticket';
import { REPLY_TOO_SHORT_KEY, type ReplyFormValues, replyDefaults, replyResolver } from '../forms/reply-form';

/**
 * The staff answer: mailed to the ticket's address in the ticket's language. "Send and close"
 * answers and closes in one step; a plain answer moves an open ticket to in progress.
 */
export function TicketReplyForm({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  const reply = useReplyToTicket();
  // Which button sent it, for its spinner: both submit the same text.
  const [sending, setSending] = useState<'answer' | 'close' | null>(null);
  const form = useForm<ReplyFormValues>({ resolver: replyResolver, defaultValues: replyDefaults });
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const body = watch('body');

  const send = (close: boolean) =>
    handleSubmit(async (values) => {
      setSending(close ? 'close' : 'answer');
      try {
        await reply.mutateAsync({
          id: ticket.id,
          body: close ? { body: values.body, status: 'closed' } : { body: values.body },
        });
        // FSI … PDI: the address keeps its own order inside an Arabic sentence.
        toastSuccess(
          t(close ? 'tickets.reply.sentAndClosed' : 'tickets.reply.sent', {
            email: `\u2068${ticket.email}\u2069`,
          }),
        );
        reset(replyDefaults);
      } catch {
        // the HTTP client already showed the server's message; the text stays for another try
      } finally {
        setSending(null);
      }
    });

  return (
    <Box component="form" noValidate onSubmit={send(false)}>
      <Stack spacing={1.5}>
        {/* Before the box: staff should know the language to write in before they start. */}
        <Typography variant="body2" color="text.secondary">
          {t('tickets.reply.hint', { language: t(`tickets.locales.${ticket.locale}`) })}{' '}
          <EmailText email={ticket.email} />
        </Typography>
        <FormTextInput
          field={register('body')}
          label={t('tickets.reply.label')}
          multiline
          minRows={4}
          maxRows={14}
          fullWidth
          required
          error={fieldError(errors.body, REPLY_TOO_SHORT_KEY, getValues('body'))}
          slotProps={{ htmlInput: { dir: typedDirection(body ?? '') } }}
        />
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {ticket.status !== 'closed' && (
            <Button
              variant="outlined"
              onClick={send(true)}
              loading={sending === 'close'}
              disabled={isSubmitting && sending !== 'close'}
            >
              {t('tickets.reply.sendAndClose')}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            startIcon={<IconSend size={18} aria-hidden />}
            loading={sending === 'answer'}
            disabled={isSubmitting && sending !== 'answer'}
          >
            {t('tickets.reply.send')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
