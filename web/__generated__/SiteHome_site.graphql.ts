/**
 * @generated SignedSource<<e228dd4d728b86dfc6fc2290bfa2136b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SiteHome_site$data = {
  readonly entity: {
    readonly " $fragmentSpreads": FragmentRefs<"EntityProfile_entity">;
  } | null | undefined;
  readonly " $fragmentType": "SiteHome_site";
};
export type SiteHome_site$key = {
  readonly " $data"?: SiteHome_site$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteHome_site">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteHome_site",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Entity",
      "kind": "LinkedField",
      "name": "entity",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "EntityProfile_entity"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Site",
  "abstractKey": null
};

(node as any).hash = "89eaad4ebbc0e986db4d4bf2881c1d8e";

export default node;
