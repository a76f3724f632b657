/** Account removal (social-core §5, §7 `DELETE /api/identity/dummy`) and the person's data download (GDPR art. 20). */

/** What happens to the person's records when the account goes: kept as anonymous contributions under their licence, or deleted. */
export const RECORDS_CHOICES = ['ANONYMISE', 'DELETE'] as const;
export type RecordsChoice = (typeof RECORDS_CHOICES)[number];

/**
 * The name a removed account's person entity keeps: what others' copies of its messages, its
 * anonymised records and its review decisions show as their author.
 */
export const DELETED_ACCOUNT_NAME = 'Törölt felhasználó';

/** The download of the person's own data. */
export const MY_DATA_PATH = '/api/profile/export.zip';
export const MY_DATA_FILE_NAME = 'lepke-my-data.zip';
