import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconPlus } from '@tabler/icons-react';
import { PageHeader } from './page-header';

interface ListPageHeaderProps {
  titleKey: string;
  crumbs: readonly string[];
  /** The "New …" button's text. */
  createLabel: string;
  /** Without it there is no button (the admin may not create; ADR 0011). */
  onCreate?: (() => void) | undefined;
}

/** A list page's heading and breadcrumb with its primary "create" action at the end. */
export function ListPageHeader({ titleKey, crumbs, createLabel, onCreate }: ListPageHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{
        justifyContent: 'space-between',
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        gap: { xs: 0, sm: 2 },
      }}
    >
      <PageHeader titleKey={titleKey} crumbs={crumbs} />
      {onCreate && (
        <Button
          variant="contained"
          startIcon={<IconPlus size={18} />}
          onClick={onCreate}
          sx={{ mb: { xs: 2, sm: 0 }, flexShrink: 0 }}
        >
          {createLabel}
        </Button>
      )}
    </Stack>
  );
}
