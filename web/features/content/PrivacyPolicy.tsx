import { ContentArticle } from './ContentArticle.tsx';

/** The privacy policy (the content page `privacy`) in the UI language: the registration form opens it over itself. */
export function PrivacyPolicy() {
  return <ContentArticle identifier="privacy" />;
}
