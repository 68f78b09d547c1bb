import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { simulateDownload } from '../utils/simulate-download';

export interface DownloadButtonProps {
  /** The file's name, as the toasts say it: "{item} is being prepared for download." */
  item: string;
  /** The visible label; defaults to "Download". */
  children?: ReactNode;
  /** A fuller accessible name when the visible label alone is ambiguous ("Download Meeting Minutes"). */
  ariaLabel?: string;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
}

/** A button that simulates downloading a file and reports it through the site's toasts. */
export function DownloadButton({ item, children = 'Download', ariaLabel, size, type }: DownloadButtonProps) {
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      size={size}
      type={type}
      aria-label={ariaLabel}
      onClick={() => simulateDownload(item)}
    >
      {children}
    </Button>
  );
}
