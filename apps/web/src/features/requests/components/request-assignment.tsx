import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RequestDetail } from '@visadesk/contract/requests';
import { useTranslation } from 'react-i18next';
import { TruncatedText } from '../../../components/truncated-text';
import { useCan } from '../../../lib/session/use-can';
import { useCurrentUser } from '../../../lib/session/use-session';
import { useAdminOptions } from '../api/get-admin-options';

interface RequestAssignmentProps {
  assigned: RequestDetail['assignedAdmin'];
  pending: boolean;
  onAssign(adminId: string | null): Promise<boolean>;
}

/**
 * Who handles the request. Admins who may list the team pick anyone active; the others can only
 * take it themselves (the admin list needs the edit-admins permission).
 */
export function RequestAssignment({ assigned, pending, onAssign }: RequestAssignmentProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canList = useCan('admins.list');
  const admins = useAdminOptions(canList);

  if (!canList || admins.isError) {
    return (
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography>{assigned?.name ?? t('requests.unassigned')}</Typography>
        {user && assigned?.id !== user.id && (
          <Button size="small" variant="outlined" loading={pending} onClick={() => void onAssign(user.id)}>
            {t('requests.assignToMe')}
          </Button>
        )}
      </Stack>
    );
  }

  const options = admins.data ?? [];
  // The assignee may have been deactivated since: keep them visible as the current value.
  const missing = assigned && !options.some((a) => a.id === assigned.id) ? [assigned] : [];
  const labelOf = (admin: { id: string; name: string }) =>
    admin.id === user?.id ? t('requests.meName', { name: admin.name }) : admin.name;
  const shownValue = (id: unknown) => {
    const admin = [...missing, ...options].find((a) => a.id === id);
    // A long name is cut at its own end, whole on hover and focus.
    return <TruncatedText text={admin ? labelOf(admin) : t('requests.unassigned')} />;
  };
  return (
    <TextField
      select
      fullWidth
      label={t('requests.fields.assignedTo')}
      value={assigned?.id ?? ''}
      disabled={pending || admins.isPending}
      onChange={(e) => void onAssign(e.target.value || null)}
      slotProps={{ select: { displayEmpty: true, renderValue: shownValue }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('requests.unassigned')}</MenuItem>
      {[...missing, ...options].map((admin) => (
        <MenuItem key={admin.id} value={admin.id}>
          {labelOf(admin)}
        </MenuItem>
      ))}
    </TextField>
  );
}
