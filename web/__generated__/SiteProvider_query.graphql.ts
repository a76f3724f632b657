/**
 * @generated SignedSource<<4cb7e7cdbe1f81c963e434c86e9a273a>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SiteProvider_query$data = {
  readonly site: {
    readonly entity: {
      readonly displayName: string;
      readonly profileImageUrl: string | null | undefined;
      readonly recId: number;
    } | null | undefined;
    readonly loginPath: string;
    readonly publicHost: string | null | undefined;
    readonly subdomain: string | null | undefined;
    readonly viewerCan: {
      readonly setSubdomain: boolean;
    };
  };
  readonly " $fragmentType": "SiteProvider_query";
};
export type SiteProvider_query$key = {
  readonly " $data"?: SiteProvider_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SiteProvider_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SiteProvider_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Site",
      "kind": "LinkedField",
      "name": "site",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subdomain",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "loginPath",
          "storageKey": null
        },
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
              "name": "recId",
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
              "name": "profileImageUrl",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "publicHost",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "SiteCan",
          "kind": "LinkedField",
          "name": "viewerCan",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "setSubdomain",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "0d5b47da75f0515567c48d4b91a53411";

export default node;
