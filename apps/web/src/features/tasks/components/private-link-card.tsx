import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChevronIcon } from '../../../components/icons';
import { Card } from '../../../components/layout/card';
import textStyle from '../../../components/layout/text.module.css';
import { paths } from '../../../config/paths';
import { LinkBox } from './link-box';
import { CardHead } from './task-card-parts';
import { LinkIcon } from './task-icons';
import styles from './tasks.module.css';

/**
 * The private link of the pioneer invitation (SPEC 2 "pioneer invitation ... and private link"):
 * the user's invite link, the one the invite page shows, with Copy and the "Copied" toast, and
 * the way to its QR code and poster.
 */
export function PrivateLinkCard({ link }: { link: string }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="task-link-title" data-testid="task-private-link">
      <CardHead id="task-link-title" icon={<LinkIcon size={20} />} title={t('tasks.link.title')} />
      <p className={textStyle.note}>{t('tasks.link.intro')}</p>
      <LinkBox
        label={t('tasks.link.label')}
        link={link}
        copyLabel={t('tasks.link.copy')}
        testId="private-link"
      />
      <Link to={paths.teamInvite()} className={`${textStyle.strong} ${styles.rowLink}`}>
        <span>{t('tasks.link.qr')}</span>
        <ChevronIcon size={16} className="flip-in-rtl" />
      </Link>
    </Card>
  );
}
