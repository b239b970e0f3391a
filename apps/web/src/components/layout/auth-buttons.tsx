import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button/button-link';
import { paths } from '@/config/paths';

export interface AuthButtonsProps {
  className?: string;
  block?: boolean;
  onNavigate?: () => void;
}

/** 'Log in' and 'Sign up', shown to signed-out visitors. */
export function AuthButtons({ className, block, onNavigate }: AuthButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className={clsx('auth-buttons', className)}>
      <ButtonLink to={paths.signIn()} variant="ghost" block={block} onClick={onNavigate}>
        {t('nav.logIn')}
      </ButtonLink>
      <ButtonLink to={paths.signUp()} block={block} onClick={onNavigate}>
        {t('nav.signUp')}
      </ButtonLink>
    </div>
  );
}
