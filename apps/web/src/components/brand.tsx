import { IconPlaneTilt } from '@tabler/icons-react';

/** The VisaDesk mark; the name stays Latin in both languages. */
export function Brand({ size = 'medium' }: { size?: 'medium' | 'large' }) {
  const large = size === 'large';
  const box = large ? 40 : 32;
  return (
    <span className="vd-brand" style={{ fontSize: large ? 24 : 20 }}>
      <span className="vd-brand-mark" style={{ width: box, height: box }}>
        <IconPlaneTilt size={large ? 24 : 20} stroke={1.75} aria-hidden />
      </span>
      <span dir="ltr">VisaDesk</span>
    </span>
  );
}
