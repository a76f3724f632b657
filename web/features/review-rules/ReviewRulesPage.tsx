import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import type { ReviewRulesPageQuery, ReviewRuleKind, Role } from '../../__generated__/ReviewRulesPageQuery.graphql.ts';
import type { ReviewRulesPageSaveMutation } from '../../__generated__/ReviewRulesPageSaveMutation.graphql.ts';
import type { ReviewRulesPageAddMutation } from '../../__generated__/ReviewRulesPageAddMutation.graphql.ts';
import type { ReviewRulesPageRemoveMutation } from '../../__generated__/ReviewRulesPageRemoveMutation.graphql.ts';
import { PartTexts } from '../../i18n/PartTexts.tsx';
import { formatToken } from '../../i18n/tokens.ts';
import { mutationError } from '../../relay/mutation-error.ts';
import { useToast } from '../../ui/index.ts';
import { useRequestErrorAlert } from '../forms/useFormErrors.tsx';
import { countryOptions } from '../observations/observation-form-values.ts';
import { RouteScreen } from '../shell/RouteScreen.tsx';
import { paramMessages as pm, reviewRulesMessages as m, roleMessages, ruleMessages, validatorMessages as vm } from './messages.ts';
import './review-rules.css';

const UPLOADER_ROLES: Role[] = ['USER', 'ADV', 'PRO', 'EDITOR', 'MODERATOR', 'ADMIN'];
const CATEGORIES = ['EX', 'EW', 'CR', 'EN', 'VU', 'NT', 'CD', 'LC', 'DD', 'RE'] as const;

/** Each kind's parameters as form fields: a number with its bounds, a list of names, or categories. */
const PARAMS: Record<ReviewRuleKind, { name: keyof typeof pm; type: 'number' | 'list' | 'categories'; min?: number; max?: number }[]> = {
  GENUS: [{ name: 'genera', type: 'list' }],
  FLIGHT_PERIOD: [{ name: 'graceDays', type: 'number', min: 0, max: 60 }],
  OUTSIDE_KNOWN_SQUARES: [{ name: 'minKnownSquares', type: 'number', min: 1 }],
  DIFFICULTY: [{ name: 'above', type: 'number', min: 1, max: 3 }],
  PROTECTED: [{ name: 'minValueHuf', type: 'number', min: 0 }],
  THREATENED: [{ name: 'categories', type: 'categories' }],
  '%future added value': [],
};

/** A stored number or text parameter as its field's text. */
const textOf = (value: unknown): string => (typeof value === 'number' || typeof value === 'string' ? String(value) : '');

const pageQuery = graphql`
  query ReviewRulesPageQuery {
    reviewRules {
      kind
      enabled
      roles
      reviewRoles
      params
    }
    validatorAssignments {
      recId
      country
      region
      family
      genus
      validator {
        recId
        displayName
      }
    }
    reviewValidators {
      recId
      displayName
    }
  }
`;

/**
 * The route component of `/admin/review/rules/` (admins): the entry rules with their switches,
 * roles and parameters, each saved on its own with the server's field errors on the fields, and
 * the validators' assignments by region and taxon.
 */
export default function ReviewRulesPage() {
  return (
    <PartTexts part="reviewRules">
      <RouteScreen className="review-rules">
        <ReviewRulesScreen />
      </RouteScreen>
    </PartTexts>
  );
}

function ReviewRulesScreen() {
  const intl = useIntl();
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<ReviewRulesPageQuery>(pageQuery, {}, { fetchPolicy: 'store-and-network', fetchKey });
  return (
    <>
      <h1>{intl.formatMessage(m.title)}</h1>
      <p className="review-rules__intro">{intl.formatMessage(m.intro)}</p>
      <a className="review-rules__jump" href="#validators">
        {intl.formatMessage(m.validatorsLink)}
      </a>
      {(data.reviewRules ?? []).map((rule) => (
        <RuleForm key={rule.kind} rule={rule} />
      ))}
      <Assignments assignments={data.validatorAssignments ?? []} validators={data.reviewValidators ?? []} onChange={() => setFetchKey((key) => key + 1)} />
    </>
  );
}

type Rule = NonNullable<ReviewRulesPageQuery['response']['reviewRules']>[number];

function RuleForm({ rule }: { rule: Rule }) {
  const intl = useIntl();
  const id = useId();
  const toast = useToast();
  const requestError = useRequestErrorAlert();
  const given = (rule.params ?? {}) as Record<string, unknown>;
  const [enabled, setEnabled] = useState(rule.enabled);
  const [roles, setRoles] = useState<readonly Role[]>(rule.roles);
  const [reviewRoles, setReviewRoles] = useState<readonly Role[]>(rule.reviewRoles);
  const [values, setValues] = useState<Record<string, string | string[]>>(() =>
    Object.fromEntries(
      PARAMS[rule.kind].map((param) => [
        param.name,
        param.type === 'list'
          ? ((given[param.name] as string[] | undefined) ?? []).join(', ')
          : param.type === 'categories'
            ? ((given[param.name] as string[]) ?? [])
            : textOf(given[param.name]),
      ]),
    ),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [commit, saving] = useMutation<ReviewRulesPageSaveMutation>(graphql`
    mutation ReviewRulesPageSaveMutation($kind: ReviewRuleKind!, $enabled: Boolean, $roles: [Role!], $reviewRoles: [Role!], $params: JSON) {
      updateReviewRule(kind: $kind, enabled: $enabled, roles: $roles, reviewRoles: $reviewRoles, params: $params) {
        __typename
        ... on ReviewRule {
          kind
          enabled
          roles
          reviewRoles
          params
        }
        ...mutationError_error
      }
    }
  `);
  const toggle = <T,>(list: readonly T[], value: T) => (list.includes(value) ? list.filter((each) => each !== value) : [...list, value]);
  const save = () => {
    setErrors({});
    const params = Object.fromEntries(
      PARAMS[rule.kind].map((param): [string, unknown] => {
        const value = values[param.name];
        if (param.type === 'list')
          return [
            param.name,
            String(value)
              .split(',')
              .map((each) => each.trim())
              .filter(Boolean),
          ];
        if (param.type === 'categories') return [param.name, value];
        return [param.name, value === '' ? null : Number(value)];
      }),
    );
    commit({
      variables: { kind: rule.kind, enabled, roles: [...roles], reviewRoles: [...reviewRoles], params },
      onCompleted: ({ updateReviewRule }) => {
        if (updateReviewRule.__typename === 'ReviewRule') {
          toast(intl.formatMessage(m.saved), { kind: 'success' });
          return;
        }
        const error = mutationError(updateReviewRule);
        const fields = error?.fields ?? [];
        if (!fields.length) {
          setErrors({ _: formatToken(intl, error?.code ?? 'OPERATION_NOT_SUCCEEDED') });
          return;
        }
        setErrors(Object.fromEntries(fields.map((field) => [field.field.replace(/^params\./, ''), formatToken(intl, field.code)])));
      },
      onError: (error) => void requestError(error),
    });
  };

  const roleBoxes = (name: 'roles' | 'reviewRoles', chosen: readonly Role[], set: (roles: Role[]) => void) => (
    <fieldset className="review-rules__roles">
      <legend>{intl.formatMessage(name === 'roles' ? m.roles : m.reviewRoles)}</legend>
      <p className="review-rules__help">{intl.formatMessage(name === 'roles' ? m.rolesHelp : m.reviewRolesHelp)}</p>
      <div className="review-rules__chips">
        {UPLOADER_ROLES.map((role) => (
          <label key={role} className="review-rules__chip">
            <input type="checkbox" checked={chosen.includes(role)} onChange={() => set(toggle(chosen, role))} />
            {intl.formatMessage(roleMessages[role as keyof typeof roleMessages])}
          </label>
        ))}
      </div>
      {errors[name] && <p className="review-rules__error">{errors[name]}</p>}
    </fieldset>
  );

  return (
    <form
      className="review-rules__rule"
      data-testid={`rule-${rule.kind}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="review-rules__head">
        <h2>{intl.formatMessage(ruleMessages[rule.kind as keyof typeof ruleMessages])}</h2>
        <label className="review-rules__switch">
          <input type="checkbox" role="switch" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} data-testid={`rule-${rule.kind}-enabled`} />
          {intl.formatMessage(m.enabled)}
        </label>
      </div>
      <p className="review-rules__help">{intl.formatMessage(ruleMessages[`${rule.kind}_help` as keyof typeof ruleMessages])}</p>
      {PARAMS[rule.kind].map((param) => {
        const fieldId = `${id}-${param.name}`;
        const error = errors[param.name] ?? (PARAMS[rule.kind].length === 1 ? errors.params : undefined);
        const help = intl.formatMessage(pm[`${param.name}Help` as keyof typeof pm]);
        if (param.type === 'categories') {
          const chosen = values[param.name] as string[];
          return (
            <fieldset key={param.name} className="review-rules__roles">
              <legend>{intl.formatMessage(pm[param.name])}</legend>
              <p className="review-rules__help">{help}</p>
              <div className="review-rules__chips">
                {CATEGORIES.map((category) => (
                  <label key={category} className="review-rules__chip">
                    <input type="checkbox" checked={chosen.includes(category)} onChange={() => setValues({ ...values, [param.name]: toggle(chosen, category) })} />
                    {category}
                  </label>
                ))}
              </div>
              {error && <p className="review-rules__error">{error}</p>}
            </fieldset>
          );
        }
        return (
          <div key={param.name} className="review-rules__field">
            <label htmlFor={fieldId}>{intl.formatMessage(pm[param.name])}</label>
            <input
              id={fieldId}
              name={param.name}
              inputMode={param.type === 'number' ? 'numeric' : undefined}
              type={param.type === 'number' ? 'number' : 'text'}
              min={param.min}
              max={param.max}
              value={values[param.name]}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${fieldId}-help${error ? ` ${fieldId}-error` : ''}`}
              onChange={(event) => setValues({ ...values, [param.name]: event.target.value })}
              data-testid={`rule-${rule.kind}-${param.name}`}
            />
            <p id={`${fieldId}-help`} className="review-rules__help">
              {help}
            </p>
            {error && (
              <p id={`${fieldId}-error`} className="review-rules__error" role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {roleBoxes('roles', roles, setRoles)}
      {roleBoxes('reviewRoles', reviewRoles, setReviewRoles)}
      {errors._ && <p className="review-rules__error">{errors._}</p>}
      <button type="submit" className="review-rules__save" disabled={saving} data-testid={`rule-${rule.kind}-save`}>
        {intl.formatMessage(m.save)}
      </button>
    </form>
  );
}

type Assignment = NonNullable<ReviewRulesPageQuery['response']['validatorAssignments']>[number];
type Validator = NonNullable<ReviewRulesPageQuery['response']['reviewValidators']>[number];

function Assignments({ assignments, validators, onChange }: { assignments: readonly Assignment[]; validators: readonly Validator[]; onChange: () => void }) {
  const intl = useIntl();
  const id = useId();
  const toast = useToast();
  const requestError = useRequestErrorAlert();
  const countries = useMemo(() => countryOptions(intl.locale, 'Europe').filter((each) => each.code !== 'EU'), [intl.locale]);
  const [form, setForm] = useState({ validator: '', country: '', region: '', family: '', genus: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [add, adding] = useMutation<ReviewRulesPageAddMutation>(graphql`
    mutation ReviewRulesPageAddMutation($validatorRecId: Int!, $country: String, $region: String, $family: String, $genus: String) {
      addValidatorAssignment(validatorRecId: $validatorRecId, country: $country, region: $region, family: $family, genus: $genus) {
        __typename
        ... on ValidatorAssignment {
          recId
        }
        ...mutationError_error
      }
    }
  `);
  const [remove] = useMutation<ReviewRulesPageRemoveMutation>(graphql`
    mutation ReviewRulesPageRemoveMutation($recId: Int!) {
      removeValidatorAssignment(recId: $recId) {
        __typename
        ... on RemoveValidatorAssignmentPayload {
          removedRecId
        }
        ...mutationError_error
      }
    }
  `);
  const countryName = (code: string) => countries.find((each) => each.code === code)?.name ?? code;
  const submit = () => {
    setErrors({});
    add({
      variables: { validatorRecId: Number(form.validator) || 0, country: form.country || null, region: form.region, family: form.family, genus: form.genus },
      onCompleted: ({ addValidatorAssignment }) => {
        if (addValidatorAssignment.__typename === 'ValidatorAssignment') {
          toast(intl.formatMessage(vm.added), { kind: 'success' });
          setForm({ ...form, region: '', family: '', genus: '' });
          onChange();
          return;
        }
        const error = mutationError(addValidatorAssignment);
        const fields = error?.fields ?? [];
        setErrors(
          fields.length
            ? Object.fromEntries(fields.map((field) => [field.field === 'validatorId' ? 'validator' : field.field, formatToken(intl, field.code)]))
            : { _: formatToken(intl, error?.code ?? 'OPERATION_NOT_SUCCEEDED') },
        );
      },
      onError: (error) => void requestError(error),
    });
  };
  const drop = (recId: number) =>
    remove({
      variables: { recId },
      onCompleted: () => {
        toast(intl.formatMessage(vm.removed), { kind: 'success' });
        onChange();
      },
      onError: (error) => void requestError(error),
    });
  const field = (name: 'region' | 'family' | 'genus') => (
    <div className="review-rules__field">
      <label htmlFor={`${id}-${name}`}>{intl.formatMessage(vm[name])}</label>
      <input
        id={`${id}-${name}`}
        value={form[name]}
        aria-invalid={errors[name] ? true : undefined}
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
        data-testid={`assign-${name}`}
      />
      {errors[name] && <p className="review-rules__error">{errors[name]}</p>}
    </div>
  );

  return (
    <section className="review-rules__validators" id="validators" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{intl.formatMessage(vm.title)}</h2>
      <p className="review-rules__help">{intl.formatMessage(vm.intro)}</p>
      {assignments.length === 0 ? (
        <p className="review-rules__empty">{intl.formatMessage(vm.empty)}</p>
      ) : (
        <ul className="review-rules__assignments" data-testid="assignments">
          {assignments.map((assignment) => (
            <li key={assignment.recId}>
              <div>
                <strong>{assignment.validator.displayName}</strong>
                <span>
                  {[
                    assignment.country ? countryName(assignment.country) : null,
                    assignment.region,
                    assignment.family,
                    assignment.genus ? <i key="genus">{assignment.genus}</i> : null,
                  ]
                    .filter(Boolean)
                    .map((part, index) => (
                      <span key={index}>
                        {index > 0 && ' · '}
                        {part}
                      </span>
                    ))}
                </span>
              </div>
              <button type="button" onClick={() => drop(assignment.recId)}>
                {intl.formatMessage(vm.remove)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="review-rules__rule"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="review-rules__field">
          <label htmlFor={`${id}-validator`}>{intl.formatMessage(vm.validator)}</label>
          <select id={`${id}-validator`} value={form.validator} onChange={(event) => setForm({ ...form, validator: event.target.value })} data-testid="assign-validator">
            <option value="">{intl.formatMessage(vm.choose)}</option>
            {validators.map((validator) => (
              <option key={validator.recId} value={validator.recId}>
                {validator.displayName}
              </option>
            ))}
          </select>
          {errors.validator && <p className="review-rules__error">{errors.validator}</p>}
        </div>
        <div className="review-rules__field">
          <label htmlFor={`${id}-country`}>{intl.formatMessage(vm.country)}</label>
          <select id={`${id}-country`} value={form.country} onChange={(event) => setForm({ ...form, country: event.target.value })} data-testid="assign-country">
            <option value="">{intl.formatMessage(vm.anyCountry)}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          {errors.country && <p className="review-rules__error">{errors.country}</p>}
        </div>
        {field('region')}
        {field('family')}
        {field('genus')}
        <p className="review-rules__help">{intl.formatMessage(vm.help)}</p>
        {errors._ && <p className="review-rules__error">{errors._}</p>}
        <button type="submit" className="review-rules__save" disabled={adding} data-testid="assign-add">
          {intl.formatMessage(vm.add)}
        </button>
      </form>
    </section>
  );
}
