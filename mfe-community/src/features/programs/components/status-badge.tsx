import type { Program } from '@springfield/shared';
import { programStatusTone } from '../utils/program-status';

export interface StatusBadgeProps {
  status: Program['status'];
  label: string;
}

export function StatusBadge({ status, label }: StatusBadgeProps) {
  return <span className={`cm-program-badge cm-program-badge--${programStatusTone(status)}`}>{label}</span>;
}
