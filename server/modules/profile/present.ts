import type { Profile } from './service.ts';

/** The viewer's profile in the REST layer's snake_case keys (GET /api/profile/me). */
export function profileForRest(profile: Profile) {
  return {
    user_id: profile.userId,
    entity_id: profile.entityId,
    email: profile.email,
    username: profile.username,
    first_name: profile.firstName,
    last_name: profile.lastName,
    display_name: profile.displayName,
    birth_date: profile.birthDate,
    birth_place: profile.birthPlace,
    location_text: profile.locationText,
    gender: profile.gender,
    introduction: profile.introduction,
    profile_image_url: profile.profileImageUrl,
    has_password: profile.hasPassword,
    language: profile.language,
    created_at: profile.createdAt.toISOString(),
  };
}

/** A profile form's fields as REST sends them: snake_case or camelCase, each optional. */
export function profileInputFromRest(body: Record<string, unknown>) {
  const pick = (snake: string, camel: string) => (body[snake] !== undefined ? body[snake] : body[camel]);
  return {
    firstName: pick('first_name', 'firstName'),
    lastName: pick('last_name', 'lastName'),
    displayName: pick('display_name', 'displayName'),
    username: body.username,
    birthDate: pick('birth_date', 'birthDate'),
    birthPlace: pick('birth_place', 'birthPlace'),
    locationText: pick('location_text', 'locationText'),
    gender: body.gender,
    introduction: body.introduction,
  };
}
