import { SectionPage } from '../../../components/section-page';

export function VisaRequirementsPage() {
  return <SectionPage titleKey="pages.visaRequirements" crumbs={['nav.visa', 'nav.requirements']} />;
}
