import type { MessageDescriptor } from 'react-intl';
import type { SpeciesEditPopupQuery$data } from '../../__generated__/SpeciesEditPopupQuery.graphql.ts';
import type {
  IucnCategory,
  ProtectionLevel,
  RedListCategory,
  SpeciesEditPopupSaveMutation,
  SpeciesGroup,
} from '../../__generated__/SpeciesEditPopupSaveMutation.graphql.ts';
import { speciesMessages } from './messages.ts';
import { NAME_LANGUAGES } from '@domain/species/names.ts';
import { RICH_TEXT_MAX_LENGTH } from '@domain/rich-text.ts';

/** The species editor's fields: their names, labels and limits, a species as values, values as the mutation's input. */

export type Loaded = NonNullable<SpeciesEditPopupQuery$data['species']>;

type NameField = `commonNames.${(typeof NAME_LANGUAGES)[number]}`;
export type TextFieldName =
  | 'genus'
  | 'species'
  | 'subspecies'
  | 'author'
  | 'family'
  | 'subfamily'
  | NameField
  | 'distribution'
  | 'thumbnailUrl'
  | 'description'
  | 'externalRef'
  | 'protectionValue';
export type SelectFieldName = 'group' | 'iucn' | 'redListHu' | 'protection' | 'difficulty';
export type FieldName = TextFieldName | SelectFieldName;
export type Values = Record<FieldName, string>;

export const FIELD_LABELS: Record<FieldName, MessageDescriptor> = {
  genus: speciesMessages.fieldGenus,
  species: speciesMessages.fieldSpecies,
  subspecies: speciesMessages.fieldSubspecies,
  author: speciesMessages.fieldAuthor,
  family: speciesMessages.fieldFamily,
  subfamily: speciesMessages.fieldSubfamily,
  group: speciesMessages.fieldGroup,
  'commonNames.hu': speciesMessages.fieldNameHu,
  'commonNames.en': speciesMessages.fieldNameEn,
  'commonNames.ro': speciesMessages.fieldNameRo,
  'commonNames.tr': speciesMessages.fieldNameTr,
  distribution: speciesMessages.fieldDistribution,
  thumbnailUrl: speciesMessages.fieldThumbnailUrl,
  description: speciesMessages.fieldDescription,
  externalRef: speciesMessages.fieldExternalRef,
  iucn: speciesMessages.fieldIucn,
  redListHu: speciesMessages.fieldRedListHu,
  protection: speciesMessages.fieldProtection,
  protectionValue: speciesMessages.fieldProtectionValue,
  difficulty: speciesMessages.fieldDifficulty,
};

/** The server's limits (server/modules/species/service.ts), as maxlength. */
export const MAX_LENGTH: Partial<Record<FieldName, number>> = {
  genus: 60,
  species: 60,
  subspecies: 60,
  author: 120,
  family: 60,
  subfamily: 60,
  'commonNames.hu': 120,
  'commonNames.en': 120,
  'commonNames.ro': 120,
  'commonNames.tr': 120,
  distribution: 2000,
  thumbnailUrl: 500,
  description: RICH_TEXT_MAX_LENGTH,
  externalRef: 500,
};

export function initialValues(species: Loaded | null): Values {
  const name = (language: string) => species?.commonNames.find((entry) => entry.language === language)?.name ?? '';
  return {
    genus: species?.genus ?? '',
    species: species?.species ?? '',
    subspecies: species?.subspecies ?? '',
    author: species?.author ?? '',
    family: species?.family ?? '',
    subfamily: species?.subfamily ?? '',
    group: species?.group === 'moth' ? 'moth' : 'butterfly',
    'commonNames.hu': name('hu'),
    'commonNames.en': name('en'),
    'commonNames.ro': name('ro'),
    'commonNames.tr': name('tr'),
    distribution: species?.distribution ?? '',
    thumbnailUrl: species?.thumbnailUrl ?? '',
    description: species?.description ?? '',
    externalRef: species?.externalRef ?? '',
    iucn: species?.iucn ?? '',
    redListHu: species?.redListHu ?? '',
    protection: species?.protection ?? '',
    protectionValue: species?.protectionValue === null || species?.protectionValue === undefined ? '' : String(species.protectionValue),
    difficulty: String(species?.difficulty ?? 1),
  };
}

const orNull = (value: string) => value.trim() || null;

export function toInput(values: Values, id: string | null): SpeciesEditPopupSaveMutation['variables']['input'] {
  return {
    ...(id ? { id } : {}),
    genus: values.genus.trim(),
    species: values.species.trim(),
    subspecies: orNull(values.subspecies),
    author: values.author.trim(),
    family: values.family.trim(),
    subfamily: orNull(values.subfamily),
    group: values.group as SpeciesGroup,
    commonNames: Object.fromEntries(NAME_LANGUAGES.map((language) => [language, orNull(values[`commonNames.${language}`])])),
    distribution: values.distribution.trim(),
    thumbnailUrl: orNull(values.thumbnailUrl),
    description: values.description.trim(),
    externalRef: orNull(values.externalRef),
    iucn: (orNull(values.iucn) as IucnCategory | null) ?? null,
    redListHu: (orNull(values.redListHu) as RedListCategory | null) ?? null,
    protection: (orNull(values.protection) as ProtectionLevel | null) ?? null,
    protectionValue: values.protection && values.protectionValue.trim() ? Number(values.protectionValue.trim()) : null,
    difficulty: Number(values.difficulty),
  };
}
