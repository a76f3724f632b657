/**
 * @generated SignedSource<<a1d0b727a6be751158abb5667bbc2a5a>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PostType = "ANNOUNCE" | "EVENT" | "LESSON" | "MOOD" | "NEWS" | "NOTE" | "QUESTION" | "SOLUTION" | "SUGGESTION" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RelationMutations_counters$data = {
  readonly memberCount: number;
  readonly stat: {
    readonly mediaCount: number;
    readonly memberCount: number;
    readonly observationCount: number;
    readonly postCount: number;
    readonly speciesCount: number;
  };
  readonly viewerAdminCodes: ReadonlyArray<string>;
  readonly viewerPublishableTypes: ReadonlyArray<PostType>;
  readonly " $fragmentSpreads": FragmentRefs<"EntityMembersPreview_entity">;
  readonly " $fragmentType": "RelationMutations_counters";
};
export type RelationMutations_counters$key = {
  readonly " $data"?: RelationMutations_counters$data;
  readonly " $fragmentSpreads": FragmentRefs<"RelationMutations_counters">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "memberCount",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RelationMutations_counters",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EntityMembersPreview_entity"
    },
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerAdminCodes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerPublishableTypes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "EntityStat",
      "kind": "LinkedField",
      "name": "stat",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "observationCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "speciesCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mediaCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "postCount",
          "storageKey": null
        },
        (v0/*: any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Entity",
  "abstractKey": null
};
})();

(node as any).hash = "cb04a8852b1d008b787c9440a8ace5ae";

export default node;
