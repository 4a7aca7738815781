import { Button } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { IMAGE_TYPES } from './upload-image';

interface ImageUploadButtonProps {
  label: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

/** A button that opens the file picker for JPEG, PNG and WebP images. */
export function ImageUploadButton({
  label,
  multiple = false,
  disabled = false,
  onFiles,
}: ImageUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        multiple={multiple}
        aria-label={label}
        tabIndex={-1}
        style={{ display: 'none' }}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button
        variant="light"
        leftSection={<IconUpload size={18} aria-hidden="true" />}
        onClick={() => input.current?.click()}
        disabled={disabled}
      >
        {label}
      </Button>
    </>
  );
}
