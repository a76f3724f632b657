/**
 * @generated SignedSource<<d4e3fe81ffc0c85b2675f38357e40b6b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EntitySubdomainSection_entity$data = {
  readonly id: string;
  readonly subdomain: string | null | undefined;
  readonly " $fragmentType": "EntitySubdomainSection_entity";
};
export type EntitySubdomainSection_entity$key = {
  readonly " $data"?: EntitySubdomainSection_entity$data;
  readonly " $fragmentSpreads": FragmentRefs<"EntitySubdomainSection_entity">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EntitySubdomainSection_entity",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subdomain",
      "storageKey": null
    }
  ],
  "type": "Entity",
  "abstractKey": null
};

(node as any).hash = "2fa0b0c4758515cdc22d9cf53e46ef38";

export default node;
