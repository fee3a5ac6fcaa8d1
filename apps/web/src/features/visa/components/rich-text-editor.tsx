import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_MAX_BYTES, imageProblem } from '../../../components/image-upload';
import { useFormatters } from '../../../lib/i18n/format';
import { RichTextToolbar } from './rich-text-toolbar';

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange(html: string): void;
  dir: 'ltr' | 'rtl';
  lang: string;
  /** Uploads an image and returns its URL; absent until the visa has been saved once. */
  onUploadImage?(file: File, onProgress: (fraction: number) => void): Promise<string>;
  /** Shown under the editor, e.g. why images are not available yet. */
  helperText?: string;
  error?: string;
}

/** Tiptap editor for a visa description. Loaded lazily: the editor is large and only forms need it. */
export function RichTextEditor({
  label,
  value,
  onChange,
  dir,
  lang,
  onUploadImage,
  helperText,
  error,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const { formatSize } = useFormatters();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();

  const editor = useEditor({
    extensions: [
      // Only what the server's sanitizer keeps: no code, code blocks or rules; headings 2–4.
      StarterKit.configure({
        code: false,
        codeBlock: false,
        horizontalRule: false,
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    editorProps: {
      attributes: { dir, lang, 'aria-labelledby': `${id}-label`, 'aria-multiline': 'true', role: 'textbox' },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  const insertImage = async (file: File) => {
    if (!onUploadImage || !editor) return;
    const issue = imageProblem(file);
    setProblem(issue);
    if (issue) return;
    setProgress(0);
    try {
      const url = await onUploadImage(file, setProgress);
      editor.chain().focus().setImage({ src: url, alt: '' }).run();
    } catch {
      // the upload helper already showed the server's message
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box>
      <Typography
        id={`${id}-label`}
        variant="body2"
        component="span"
        sx={{ display: 'block', mb: 0.75, fontWeight: 500 }}
      >
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          '&:focus-within': {
            borderColor: 'primary.main',
            boxShadow: '0 0 0 1px var(--mui-palette-primary-main)',
          },
          '& .ProseMirror': {
            minHeight: 180,
            maxHeight: 420,
            overflowY: 'auto',
            px: 1.75,
            py: 1.25,
            outline: 'none',
            '& > *:first-of-type': { mt: 0 },
            '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
            '& img.ProseMirror-selectednode': { outline: '2px solid var(--mui-palette-primary-main)' },
            '& blockquote': {
              borderInlineStart: 3,
              borderColor: 'divider',
              ms: 0,
              ps: 1.5,
              color: 'text.secondary',
            },
            '& ul, & ol': { ps: 3 },
          },
        }}
      >
        {editor && (
          <RichTextToolbar
            editor={editor}
            imageDisabled={!onUploadImage || progress !== null}
            onImage={() => fileInput.current?.click()}
          />
        )}
        {progress !== null && (
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={t('ui.upload.progress')}
          />
        )}
        <EditorContent editor={editor} />
      </Box>
      <input
        ref={fileInput}
        hidden
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        aria-label={t('catalog.editor.image')}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void insertImage(file);
        }}
      />
      <FormHelperText error={Boolean(error || problem)} sx={{ mx: 1.75 }}>
        {error ?? (problem ? t(problem, { max: formatSize(IMAGE_MAX_BYTES) }) : helperText)}
      </FormHelperText>
    </Box>
  );
}
