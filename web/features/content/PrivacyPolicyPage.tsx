import { PrivacyPolicy } from './PrivacyPolicy.tsx';

/** `/content/privacy`: the policy as a page anybody can read, logged in or not. */
export default function PrivacyPolicyPage() {
  return (
    <div className="policy-page">
      <PrivacyPolicy />
    </div>
  );
}
