import { Typography } from 'antd';

/** Wide sample figures, so the held line is as long as a real one. */
export const SAMPLE_AMOUNT = '00,000,000.00';

/**
 * A toolbar line whose figures load after the page (sums, the repayment order, the business date).
 * Until they come, the line holds a sample of its text, unseen, so nothing below moves when the
 * figures arrive (they pushed lists down: Lighthouse's layout shift 0.2–0.55).
 */
export function ToolbarText({
  text,
  sample,
  secondary = false,
  testId,
}: {
  text: string | undefined;
  sample: string;
  secondary?: boolean;
  testId?: string;
}) {
  const type = secondary ? ('secondary' as const) : undefined;
  if (text === undefined)
    return (
      <Typography.Text type={type} aria-hidden style={{ visibility: 'hidden' }}>
        {sample}
      </Typography.Text>
    );
  return (
    <Typography.Text type={type} role="status" {...(testId ? { 'data-testid': testId } : {})}>
      {text}
    </Typography.Text>
  );
}
