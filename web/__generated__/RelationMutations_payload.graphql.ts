/**
 * @generated SignedSource<<58c4ba73f38668edc89e9597a8e77400>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FollowState = "FOLLOWED" | "NOT_FOLLOWED" | "%future added value";
export type RelationAction = "ACCEPT_REQUEST" | "BLOCK_ENTITY" | "BLOCK_USER" | "JOIN" | "REJECT_REQUEST" | "REPORT_ENTITY" | "REPORT_USER" | "REVOKE_REQUEST" | "SEND_REQUEST" | "UNBLOCK_ENTITY" | "UNBLOCK_USER" | "UNFRIEND" | "UNMEMBER" | "%future added value";
export type RelationState = "BLOCKED_ENTITY" | "BLOCKED_USER" | "FRIEND" | "FRIEND_REQUEST_GOT" | "FRIEND_REQUEST_SENT" | "JOIN_REQUEST_GOT" | "JOIN_REQUEST_SENT" | "MEMBER" | "NO_FRIEND" | "NO_MEMBER" | "NO_RELATION" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RelationMutations_payload$data = {
  readonly code: string;
  readonly entity: {
    readonly displayName: string;
    readonly id: string;
    readonly viewerActions: ReadonlyArray<RelationAction>;
    readonly viewerFollowState: FollowState | null | undefined;
    readonly viewerRelation: RelationState;
    readonly " $fragmentSpreads": FragmentRefs<"RelationMutations_counters">;
  };
  readonly viewerRelation: RelationState;
  readonly " $fragmentType": "RelationMutations_payload";
};
export type RelationMutations_payload$key = {
  readonly " $data"?: RelationMutations_payload$data;
  readonly " $fragmentSpreads": FragmentRefs<"RelationMutations_payload">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerRelation",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RelationMutations_payload",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Entity",
      "kind": "LinkedField",
      "name": "entity",
      "plural": false,
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
          "name": "displayName",
          "storageKey": null
        },
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerActions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerFollowState",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "RelationMutations_counters"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RelationPayload",
  "abstractKey": null
};
})();

(node as any).hash = "65f7838fc4318d5c9f4662bc18f31728";

export default node;
