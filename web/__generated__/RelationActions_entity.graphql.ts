/**
 * @generated SignedSource<<b9a27770c9d0211fcdcd963ec1b4d89b>>
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
export type RelationActions_entity$data = {
  readonly displayName: string;
  readonly id: string;
  readonly recId: number;
  readonly type: number;
  readonly viewerActions: ReadonlyArray<RelationAction>;
  readonly viewerCanMessage: boolean;
  readonly viewerFollowState: FollowState | null | undefined;
  readonly viewerRelation: RelationState;
  readonly " $fragmentType": "RelationActions_entity";
};
export type RelationActions_entity$key = {
  readonly " $data"?: RelationActions_entity$data;
  readonly " $fragmentSpreads": FragmentRefs<"RelationActions_entity">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RelationActions_entity",
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
      "name": "recId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerRelation",
      "storageKey": null
    },
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanMessage",
      "storageKey": null
    }
  ],
  "type": "Entity",
  "abstractKey": null
};

(node as any).hash = "8f282aa8845860ad217e63d8d886e1a8";

export default node;
