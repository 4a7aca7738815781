import { Box, Image } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';

/** A list row's picture, or a placeholder when there is none. */
export function Thumbnail({ src, size = 56 }: { src: string; size?: number }) {
  const height = Math.round((size * 3) / 4);
  if (!src)
    return (
      <Box
        w={size}
        h={height}
        style={{
          flex: 'none',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'var(--mantine-color-default-hover)',
        }}
        aria-hidden="true"
      >
        <IconBuildingSkyscraper size={20} />
      </Box>
    );
  return (
    <Image
      src={src}
      alt=""
      w={size}
      h={height}
      width={size}
      height={height}
      radius="sm"
      fit="cover"
      loading="lazy"
      style={{ flex: 'none' }}
    />
  );
}
