import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/layout/page';
import textStyle from '../../../components/layout/text.module.css';
import { CustodySection } from './custody-section';
import { LiabilitiesSection } from './liabilities-section';
import { ReportSection } from './report-section';
import { RulesInForce } from './rules-in-force';
import { SettlementHistory } from './settlement-history';

/**
 * /transparency: the public transparency report, readable signed out: the last reconciliation per
 * asset, the settled days, the rules in force, the proof of liabilities, and the timelock's
 * scheduled changes with who holds what on chain. Each part loads and fails on its own, so one
 * slow endpoint does not hide the others.
 */
export function TransparencyPage() {
  const { t } = useTranslation();
  return (
    <Page data-testid="transparency-page">
      <p className={textStyle.note}>{t('transparency.intro')}</p>
      <ReportSection />
      <SettlementHistory />
      <RulesInForce />
      <LiabilitiesSection />
      <CustodySection />
    </Page>
  );
}
