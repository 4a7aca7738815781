import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconMenu2, IconX } from '@tabler/icons-react';
import type { ComponentPropsWithoutRef, Ref } from 'react';

type MenuButtonProps = ActionIconProps &
  Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'style'> & {
    /** The menu it opens is open: the button shows ×. */
    opened: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

/**
 * The ☰ button that opens a navigation drawer on a phone, × while it is open. (Mantine's Burger
 * draws its lines with a `<div>` inside the `<button>`, which HTML does not allow.)
 */
export function MenuButton({ opened, ref, ...props }: MenuButtonProps) {
  const Icon = opened ? IconX : IconMenu2;
  return (
    <ActionIcon ref={ref} variant="subtle" color="gray" size="lg" {...props}>
      <Icon size={22} stroke={1.75} aria-hidden="true" />
    </ActionIcon>
  );
}
