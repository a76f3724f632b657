/**
 * @generated SignedSource<<00544974cf5013bd9916d8bf07182027>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DeviceType = "BOT" | "DESKTOP" | "MOBILE" | "TABLET" | "TV" | "UNKNOWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SessionsSection_viewer$data = {
  readonly sessions: ReadonlyArray<{
    readonly current: boolean;
    readonly device: {
      readonly browser: string | null | undefined;
      readonly os: string | null | undefined;
      readonly type: DeviceType;
    };
    readonly id: string;
    readonly ip: string | null | undefined;
    readonly lastSeenAt: string;
  }> | null | undefined;
  readonly " $fragmentType": "SessionsSection_viewer";
};
export type SessionsSection_viewer$key = {
  readonly " $data"?: SessionsSection_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SessionsSection_viewer">;
};

import SessionsSectionRefetchQuery_graphql from './SessionsSectionRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "viewer"
      ],
      "operation": SessionsSectionRefetchQuery_graphql
    }
  },
  "name": "SessionsSection_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AccountSession",
      "kind": "LinkedField",
      "name": "sessions",
      "plural": true,
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
          "concreteType": "SessionDevice",
          "kind": "LinkedField",
          "name": "device",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "browser",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "os",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "type",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "ip",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastSeenAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "5d37ae45572e0a76f9bc9152609630a2";

export default node;
