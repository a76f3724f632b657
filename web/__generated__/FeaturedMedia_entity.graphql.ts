/**
 * @generated SignedSource<<18718bd5655f855010ccb3452318758c>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeaturedMedia_entity$data = {
  readonly featuredMedia: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"PhotoGallery_media">;
  }>;
  readonly recId: number;
  readonly " $fragmentType": "FeaturedMedia_entity";
};
export type FeaturedMedia_entity$key = {
  readonly " $data"?: FeaturedMedia_entity$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeaturedMedia_entity">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeaturedMedia_entity",
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
      "concreteType": "Media",
      "kind": "LinkedField",
      "name": "featuredMedia",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PhotoGallery_media"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Entity",
  "abstractKey": null
};

(node as any).hash = "7c33b2e2d7fa70fb566615ec73eada14";

export default node;
