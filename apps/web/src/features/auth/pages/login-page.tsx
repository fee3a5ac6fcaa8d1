import { useTranslation } from 'react-i18next';
import { Brand } from '../../../components/brand';
import { LanguageSwitch } from '../../../components/language-switch';
import { PageTitle } from '../../../components/page-title';
import { ThemeSwitch } from '../../../components/theme-switch';
import { LoginForm } from '../components/login-form';
import '../login.css';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <div className="login-page">
      <PageTitle titleKey="pages.login" />
      <div className="login-toolbar">
        <LanguageSwitch />
        <ThemeSwitch />
      </div>
      <div className="login-center">
        <section className="login-card" aria-labelledby="login-heading">
          <div className="login-brand">
            <Brand size="large" />
          </div>
          <div>
            <h1 id="login-heading">{t('auth.welcome')}</h1>
            <p>{t('auth.subtitle')}</p>
          </div>
          <LoginForm />
        </section>
      </div>
    </div>
  );
}
