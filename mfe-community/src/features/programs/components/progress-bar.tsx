export interface ProgressBarProps {
  /** What is measured: "Trees Planted". Names the bar for screen readers. */
  label: string;
  /** 0-100. */
  percent: number;
  /** What the visitor reads beside the bar: "3,250 / 5,000". */
  valueText?: string;
}

export function ProgressBar({ label, percent, valueText }: ProgressBarProps) {
  const clamped = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="cm-progress">
      <div className="cm-progress__label">
        <span>{label}</span>
        <span>{valueText ?? `${clamped}%`}</span>
      </div>
      <div
        className="cm-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={valueText ? `${valueText} (${clamped}%)` : `${clamped}%`}
      >
        <div className="cm-progress__fill" style={{ width: `${clamped}%` }} />
      </div>
    </div>
  );
}
