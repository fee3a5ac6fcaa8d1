import { type ChangeEvent, type ReactNode, type RefObject, useRef } from 'react';
import { useMessages } from '../../lib/locale-context';
import { acceptOf, imageTypes } from './file-rules';

interface Props {
  acceptedTypes: readonly string[];
  /** A file is there already: the picker replaces it. */
  replacing: boolean;
  disabled: boolean;
  /** The requirement's name or rule, read with each button. */
  describedBy?: string | undefined;
  onFile: (file: File) => void;
  /** More buttons for the same row (remove). */
  children?: ReactNode;
  testId?: string | undefined;
}

/** Take a photo (when the requirement takes images) or choose a file, through hidden file inputs. */
export function FilePicker({
  acceptedTypes,
  replacing,
  disabled,
  describedBy,
  onFile,
  children,
  testId,
}: Props) {
  const { upload } = useMessages();
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const photos = imageTypes(acceptedTypes);
  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file may be chosen again after a refusal
    if (file) onFile(file);
  };
  const opens = (input: RefObject<HTMLInputElement | null>, label: string, className = 'secondary') => (
    <button
      type="button"
      className={className}
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={() => input.current?.click()}
    >
      {label}
    </button>
  );
  return (
    <>
      <div className="row">
        {/* Phones open the camera; with a mouse it would only be a second file picker (CSS hides it). */}
        {photos.length > 0 ? opens(camera, upload.takePhoto, 'secondary upload-camera') : null}
        {opens(picker, replacing ? upload.replace : upload.chooseFile)}
        {children}
      </div>
      {photos.length > 0 ? (
        <input
          ref={camera}
          type="file"
          hidden
          accept={acceptOf(photos)}
          capture="environment"
          onChange={picked}
          tabIndex={-1}
        />
      ) : null}
      <input
        ref={picker}
        type="file"
        hidden
        accept={acceptOf(acceptedTypes)}
        onChange={picked}
        tabIndex={-1}
        data-testid={testId}
      />
    </>
  );
}
