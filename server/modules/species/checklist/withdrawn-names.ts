import type { NameLanguage } from '@domain/species/names.ts';

/**
 * Common names an earlier checklist shipped by mistake. At start-up a catalogue species that still has
 * one of them (an admin has not changed it) takes the checklist's current name instead; see SOURCES.md.
 */
export const WITHDRAWN_NAMES: readonly { uri: string; language: NameLanguage; name: string }[] = [
  // the Hungarian name of Lycaena thersamon, shipped for the small copper too until 2026-11
  { uri: 'lycaena-phlaeas', language: 'hu', name: 'kis tűzlepke' },
];
