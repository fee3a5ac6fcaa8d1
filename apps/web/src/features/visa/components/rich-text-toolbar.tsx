import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBlockquote,
  IconBold,
  IconH2,
  IconH3,
  IconItalic,
  IconList,
  IconListNumbers,
  IconPhotoPlus,
  IconStrikethrough,
  IconUnderline,
} from '@tabler/icons-react';
import { type Editor, useEditorState } from '@tiptap/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ToolProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}

function Tool({ label, active = false, disabled = false, onClick, children }: ToolProps) {
  return (
    <IconButton
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      onClick={onClick}
      // Keep the editor's selection: a toolbar click must not blur it first.
      onMouseDown={(e) => e.preventDefault()}
      sx={{
        borderRadius: 1,
        color: active ? 'primary.main' : 'text.secondary',
        bgcolor: active ? 'action.selected' : undefined,
      }}
    >
      {children}
    </IconButton>
  );
}

/** Formatting limited to what the server keeps (p, strong, em, u, s, h2–h4, lists, quotes, links, images). */
export function RichTextToolbar({
  editor,
  onImage,
  imageDisabled,
}: {
  editor: Editor;
  onImage(): void;
  imageDisabled: boolean;
}) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const size = 18;
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('catalog.editor.toolbar')}
      sx={{
        flexWrap: 'wrap',
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        alignItems: 'center',
      }}
    >
      <Tool label={t('catalog.editor.bold')} active={state.bold} onClick={() => chain().toggleBold().run()}>
        <IconBold size={size} />
      </Tool>
      <Tool
        label={t('catalog.editor.italic')}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <IconItalic size={size} />
      </Tool>
      <Tool
        label={t('catalog.editor.underline')}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      >
        <IconUnderline size={size} />
      </Tool>
      <Tool
        label={t('catalog.editor.strike')}
        active={state.strike}
        onClick={() => chain().toggleStrike().run()}
      >
        <IconStrikethrough size={size} />
      </Tool>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tool
        label={t('catalog.editor.heading2')}
        active={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        <IconH2 size={size} />
      </Tool>
      <Tool
        label={t('catalog.editor.heading3')}
        active={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        <IconH3 size={size} />
      </Tool>
      <Tool
        label={t('catalog.editor.bulletList')}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      >
        <IconList size={size} />
      </Tool>
      <Tool
        label={t('catalog.editor.orderedList')}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <IconListNumbers size={size} />
      </Tool>
      <Tool
        label={t('catalog.editor.quote')}
        active={state.quote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <IconBlockquote size={size} />
      </Tool>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tool label={t('catalog.editor.image')} disabled={imageDisabled} onClick={onImage}>
        <IconPhotoPlus size={size} />
      </Tool>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <Tool label={t('catalog.editor.undo')} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <IconArrowBackUp size={size} />
      </Tool>
      <Tool label={t('catalog.editor.redo')} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <IconArrowForwardUp size={size} />
      </Tool>
    </Stack>
  );
}
