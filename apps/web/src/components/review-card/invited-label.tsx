import { useTranslation } from 'react-i18next';
import './invited-label.css';

/**
 * "Invited": the review was written through the creator's invitation link (decision 025). Said
 * openly, as review sites label invited reviews; it changes nothing about how the review counts.
 */
export function InvitedLabel() {
  const { t } = useTranslation();
  return (
    <span className="review-card__invited" title={t('invitations.label.hint')} data-testid="review-invited">
      {t('invitations.label.text')}
      <span className="visually-hidden"> ({t('invitations.label.hint')})</span>
    </span>
  );
}
