import { useMemo, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { ProfileEditPageMutation } from '../../__generated__/ProfileEditPageMutation.graphql.ts';
import type { ProfileEditPageQuery } from '../../__generated__/ProfileEditPageQuery.graphql.ts';
import { formatToken } from '../../i18n/tokens.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import type { RouteScreenComponent } from '../../relay/route-entry-point.ts';
import { useToast } from '../../ui/index.ts';
import { useEntityMutation } from '../entities/useEntityMutation.ts';
import { validateForm } from '../forms/rules.ts';
import { useFormErrorDialog } from '../forms/useFormErrors.tsx';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { birthDateProblem, GENDERS, type Gender, usernameProblem } from '@domain/profile.ts';
import { EmailChangeSection } from './EmailChangeSection.tsx';
import { profileEditMessages as m } from './messages.ts';
import './ProfileEditPage.css';
import { RichTextField } from '../rich-text/RichTextField.tsx';

const FIELD_LABELS: Record<string, MessageDescriptor> = {
  firstName: m.firstName,
  lastName: m.lastName,
  displayName: m.displayName,
  username: m.username,
  birthDate: m.birthDate,
  birthPlace: m.birthPlace,
  locationText: m.locationText,
  gender: m.gender,
  introduction: m.introduction,
};
const RULES = { displayName: 'required;minlength:2', username: 'username', birthDate: 'birthDate' };
const CUSTOM_RULES = {
  username: (value: string) => (value.trim() ? usernameProblem(value.trim().toLowerCase()) : null),
  birthDate: (value: string) => (value ? birthDateProblem(value) : null),
};
const GENDER_LABELS: Record<Gender, MessageDescriptor> = {
  female: m.genderFemale,
  male: m.genderMale,
  other: m.genderOther,
  unstated: m.genderUnstated,
};

const FIELDS = ['firstName', 'lastName', 'displayName', 'username', 'birthDate', 'birthPlace', 'locationText', 'gender', 'introduction'] as const;
type Field = (typeof FIELDS)[number];
type FormValues = Record<Field, string>;
type ProfileFields = { readonly [key in Field]: string | null | undefined };

const valuesOf = (profile: ProfileFields): FormValues => Object.fromEntries(FIELDS.map((field) => [field, profile[field] ?? ''])) as FormValues;

const profileQuery = graphql`
  query ProfileEditPageQuery {
    viewer {
      profile {
        id
        email
        hasPassword
        firstName
        lastName
        displayName
        username
        birthDate
        birthPlace
        locationText
        gender
        introduction
      }
    }
  }
`;

const updateMutation = graphql`
  mutation ProfileEditPageMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfilePayload {
        code
        stateChange
        profile {
          id
          firstName
          lastName
          displayName
          username
          birthDate
          birthPlace
          locationText
          gender
          introduction
        }
        entity {
          id
          displayName
          locationText
          description
        }
      }
      ...mutationError_error
    }
  }
`;

/** The route component of `/profile/edit/` (recording §2, §3): the viewer's profile fields and their e-mail address. */
const ProfileEditPage: RouteScreenComponent<{ main: ProfileEditPageQuery }> = ({ queries }) => (
  <RouteScreen className="profile-edit" spinnerSize="large">
    <PartTexts part="profileEdit">
      <ProfileEditContent query={queries.main} />
    </PartTexts>
  </RouteScreen>
);
export default ProfileEditPage;

function ProfileEditContent({ query }: { query: PreloadedQuery<ProfileEditPageQuery> }) {
  const { viewer } = usePreloadedQuery(profileQuery, query);
  const intl = useIntl();
  if (!viewer.profile) return null;
  return (
    <>
      <h1 className="profile-edit__title">{intl.formatMessage(m.title)}</h1>
      <ProfileForm key={viewer.profile.id} profile={viewer.profile} />
      <EmailChangeSection email={viewer.profile.email} hasPassword={viewer.profile.hasPassword} />
    </>
  );
}

function ProfileForm({ profile }: { profile: ProfileFields }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const formErrors = useFormErrorDialog(FIELD_LABELS);
  const run = useEntityMutation(FIELD_LABELS);
  const [initial, setInitial] = useState(() => valuesOf(profile));
  const [values, setValues] = useState(initial);
  const [saving, setSaving] = useState(false);
  const changed = FIELDS.some((field) => values[field] !== initial[field]);
  const guard = useUnsavedChangesGuard(changed);
  const today = useMemo(() => new Date().toISOString().slice(0, 10), []);
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const problems = validateForm(values, RULES, CUSTOM_RULES);
    if (problems.length) return void formErrors(problems);
    setSaving(true);
    const input = Object.fromEntries(FIELDS.map((field) => [field, field === 'introduction' ? values[field] : values[field].trim()]));
    const result = await run<ProfileEditPageMutation>({
      mutation: updateMutation,
      variables: { input },
      field: 'updateProfile',
      payload: 'UpdateProfilePayload',
      // State change 1 (social-core §4): the app-wide viewer hears the new name at once.
      updater: (store, data) => {
        const displayName = data?.updateProfile.profile?.displayName;
        if (displayName) store.getRoot().getLinkedRecord('viewer')?.setValue(displayName, 'displayName');
      },
    });
    setSaving(false);
    const saved = result as { profile?: ProfileFields } | null;
    if (!saved?.profile) return;
    const next = valuesOf(saved.profile);
    guard.markSaved();
    setInitial(next);
    setValues(next);
    toast(formatToken(intl, 'SAVED'), { kind: 'success' });
  };

  const text = (field: Field, { maxLength = 200, type = 'text', hint }: { maxLength?: number; type?: string; hint?: MessageDescriptor } = {}) => (
    <div className="profile-edit__field">
      <label className="profile-edit__field">
        <span className="profile-edit__label">
          {intl.formatMessage(FIELD_LABELS[field]!)}
          {field === 'displayName' ? ' *' : ''}
        </span>
        <input
          className="profile-edit__input"
          name={field}
          type={type}
          value={values[field]}
          onChange={set(field)}
          maxLength={maxLength}
          {...(hint ? { 'aria-describedby': `profile-edit-${field}-hint` } : {})}
          {...(type === 'date' ? { min: '1900-01-01', max: today } : {})}
          {...(field === 'username' ? { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } : {})}
        />
      </label>
      {hint && (
        <span id={`profile-edit-${field}-hint`} className="profile-edit__hint">
          {intl.formatMessage(hint)}
        </span>
      )}
    </div>
  );

  return (
    <form className="profile-edit__form" onSubmit={(event) => void save(event)} noValidate data-testid="profile-edit-form">
      <section className="profile-edit__section" aria-labelledby="profile-edit-public">
        <h2 id="profile-edit-public" className="profile-edit__heading">
          {intl.formatMessage(m.public)}
        </h2>
        {text('displayName', { maxLength: 120 })}
        {text('username', { maxLength: 30, hint: m.usernameHint })}
        {text('locationText')}
        <RichTextField
          name="profile-introduction"
          label={intl.formatMessage(m.introduction)}
          value={values.introduction}
          onChange={(introduction) => setValues((current) => ({ ...current, introduction }))}
          rows={5}
        />
      </section>
      <section className="profile-edit__section" aria-labelledby="profile-edit-personal">
        <h2 id="profile-edit-personal" className="profile-edit__heading">
          {intl.formatMessage(m.personal)}
        </h2>
        <div className="profile-edit__row">
          {text('lastName', { maxLength: 100 })}
          {text('firstName', { maxLength: 100 })}
        </div>
        {text('birthDate', { type: 'date' })}
        {text('birthPlace')}
        <label className="profile-edit__field">
          <span className="profile-edit__label">{intl.formatMessage(m.gender)}</span>
          <select className="profile-edit__input" name="gender" value={values.gender} onChange={set('gender')}>
            <option value="">{intl.formatMessage(m.genderNone)}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {intl.formatMessage(GENDER_LABELS[gender])}
              </option>
            ))}
          </select>
        </label>
      </section>
      <div className="profile-edit__buttons">
        <button type="button" className="profile-edit__button" onClick={() => void navigate(-1)}>
          {intl.formatMessage(m.cancel)}
        </button>
        <button type="submit" className="profile-edit__button profile-edit__button--primary" disabled={saving || !changed}>
          {intl.formatMessage(m.save)}
        </button>
      </div>
    </form>
  );
}
