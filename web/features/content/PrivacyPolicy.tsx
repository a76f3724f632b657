import { useLocale } from '../../i18n/LocaleProvider.tsx';
import { PRIVACY_POLICY } from './privacy-policy/index.ts';
import './PrivacyPolicy.css';

/** The privacy policy in the UI language. */
export function PrivacyPolicy() {
  const { language } = useLocale();
  const policy = PRIVACY_POLICY[language];
  return (
    <article className="policy" lang={language}>
      <h2 className="policy__title">{policy.title}</h2>
      <p className="policy__effective">{policy.effective}</p>
      <p>{policy.intro}</p>
      {policy.sections.map((section) => (
        <section key={section.heading}>
          <h3>{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
