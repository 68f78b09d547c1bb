import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from '@springfield/shared';
import type { ReactNode } from 'react';
import { simulateDownload } from '../utils/simulate-download';
import { useWithoutScript } from './without-script';

export interface DownloadButtonProps {
  /** The file's name, as the toasts say it: "{item} is being prepared for download." */
  item: string;
  /** The visible label; defaults to "Download". */
  children?: ReactNode;
  /** A fuller accessible name when the visible label alone is ambiguous ("Download Meeting Minutes"). */
  ariaLabel?: string;
  /** "small" for a row of several documents of one meeting. */
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  className?: string;
}

/**
 * A button that simulates downloading a file and reports it through the site's toasts. The files do not
 * exist, so content for a browser without script (`WithoutScript`) leaves the button out.
 */
export function DownloadButton({
  item,
  children = 'Download',
  ariaLabel,
  size,
  variant,
  className,
}: DownloadButtonProps) {
  if (useWithoutScript()) return null;
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      size={size}
      variant={variant}
      className={className}
      aria-label={ariaLabel}
      onClick={() => simulateDownload(item)}
    >
      {children}
    </Button>
  );
}
