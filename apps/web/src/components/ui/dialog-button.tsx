import { Button, type ButtonProps } from '@mantine/core';
import { type ReactNode, Suspense, useRef, useState } from 'react';

export interface DialogState {
  opened: boolean;
  onClose: () => void;
  /** After the closing animation: the trigger takes the focus back. */
  onClosed: () => void;
}

export interface DialogButtonProps extends Omit<ButtonProps, 'children'> {
  children: ReactNode;
  /** Starts loading the dialog's lazy code on hover or focus, so it is usually there by the click. */
  preload: () => Promise<unknown>;
  /** The lazy dialog: mounted on the first click and kept (closed) afterwards. */
  dialog: (state: DialogState) => ReactNode;
}

/** A button opening a dialog whose code loads on first use, and taking the focus back when it closes. */
export function DialogButton({ children, preload, dialog, ...button }: DialogButtonProps) {
  const [opened, setOpened] = useState(false);
  const [mounted, setMounted] = useState(false);
  // Mantine returns the focus only from a dialog that was mounted closed first; this one mounts open.
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        {...button}
        ref={trigger}
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        onClick={() => {
          setMounted(true);
          setOpened(true);
        }}
      >
        {children}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          {dialog({ opened, onClose: () => setOpened(false), onClosed: () => trigger.current?.focus() })}
        </Suspense>
      )}
    </>
  );
}
