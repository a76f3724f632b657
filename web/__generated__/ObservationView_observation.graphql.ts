/**
 * @generated SignedSource<<5fa262ef8e5b3b15c04de4f262586eb2>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type BasisOfRecord = "FOSSIL_SPECIMEN" | "HUMAN_OBSERVATION" | "LITERATURE" | "LIVING_SPECIMEN" | "MACHINE_OBSERVATION" | "MATERIAL_SAMPLE" | "OBSERVATION" | "PRESERVED_SPECIMEN" | "UNKNOWN" | "%future added value";
export type Licence = "CC0" | "CC_BY_4_0" | "CC_BY_NC_4_0" | "%future added value";
export type LifeStage = "CATERPILLAR" | "EGG" | "IMAGO" | "PUPA" | "%future added value";
export type ObservationFlag = "DIFFICULT_SPECIES" | "GENUS_NEEDS_REVIEW" | "OUTSIDE_FLIGHT_PERIOD" | "OUTSIDE_KNOWN_SQUARES" | "PROTECTED_SPECIES" | "THREATENED_SPECIES" | "%future added value";
export type ReviewAction = "APPEAL" | "APPROVE" | "COMMENT" | "REJECT" | "REVOKE" | "TAXON_CHANGE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ObservationView_observation$data = {
  readonly author: string | null | undefined;
  readonly basisOfRecord: BasisOfRecord;
  readonly comment: string;
  readonly createdAt: string;
  readonly dataSource: string | null | undefined;
  readonly dataSourceId: string | null | undefined;
  readonly dateFrom: string;
  readonly dateTo: string;
  readonly discussion: string;
  readonly flags: ReadonlyArray<ObservationFlag>;
  readonly id: string;
  readonly individuals: number | null | undefined;
  readonly item: {
    readonly $updatableFragmentSpreads: FragmentRefs<"LikeButton_updatable">;
    readonly id: string;
    readonly privacy: number;
    readonly viewerCan: {
      readonly setPrivacy: boolean;
    };
    readonly " $fragmentSpreads": FragmentRefs<"LikeButton_likeable">;
  };
  readonly licence: Licence;
  readonly lifeStage: LifeStage;
  readonly media: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"PhotoGallery_media">;
  }>;
  readonly notes: string;
  readonly ownedByViewer: boolean;
  readonly place: {
    readonly accuracy: number | null | undefined;
    readonly alt: number | null | undefined;
    readonly closestSettlement: string | null | undefined;
    readonly country: string;
    readonly eea100km: string | null | undefined;
    readonly eea10km: string | null | undefined;
    readonly eea1km: string | null | undefined;
    readonly generalised: boolean;
    readonly informationWithheld: string | null | undefined;
    readonly lat: number | null | undefined;
    readonly location: string | null | undefined;
    readonly locationSource: string | null | undefined;
    readonly lon: number | null | undefined;
    readonly region: string | null | undefined;
    readonly utm10km: string | null | undefined;
    readonly utm2_5km: string | null | undefined;
    readonly verbatimLat: string | null | undefined;
    readonly verbatimLon: string | null | undefined;
  };
  readonly possibleDuplicateOf: number | null | undefined;
  readonly recId: number;
  readonly reviewEvents?: ReadonlyArray<{
    readonly action: ReviewAction;
    readonly message: string;
  }>;
  readonly reviewedAt: string | null | undefined;
  readonly reviewer: {
    readonly displayName: string;
    readonly recId: number;
  } | null | undefined;
  readonly sensitive: boolean;
  readonly species: {
    readonly author: string;
    readonly commonNames: ReadonlyArray<{
      readonly language: string;
      readonly name: string;
    }>;
    readonly recId: number;
    readonly scientificName: string;
    readonly thumbnailUrl: string | null | undefined;
  } | null | undefined;
  readonly speciesText: string | null | undefined;
  readonly status: number;
  readonly timespot: string | null | undefined;
  readonly updatedAt: string;
  readonly uploader: {
    readonly displayName: string;
    readonly recId: number;
  };
  readonly viewerCan: {
    readonly appeal: boolean;
    readonly discussReview: boolean;
    readonly edit: boolean;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ObservationContributors_observation" | "ReviewHistory_observation">;
  readonly " $fragmentType": "ObservationView_observation";
};
export type ObservationView_observation$key = {
  readonly " $data"?: ObservationView_observation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ObservationView_observation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recId",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "author",
  "storageKey": null
},
v3 = [
  (v1/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "displayName",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": true,
      "kind": "LocalArgument",
      "name": "withReview"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ObservationView_observation",
  "selections": [
    (v0/*: any*/),
    (v1/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "flags",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ownedByViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RecordViewerCan",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "edit",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "appeal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "discussReview",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "possibleDuplicateOf",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sensitive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "speciesText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Species",
      "kind": "LinkedField",
      "name": "species",
      "plural": false,
      "selections": [
        (v1/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scientificName",
          "storageKey": null
        },
        (v2/*: any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "CommonName",
          "kind": "LinkedField",
          "name": "commonNames",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "language",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "thumbnailUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateTo",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timespot",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "individuals",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lifeStage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "comment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discussion",
      "storageKey": null
    },
    (v2/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "basisOfRecord",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dataSource",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dataSourceId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "licence",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Media",
      "kind": "LinkedField",
      "name": "media",
      "plural": true,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PhotoGallery_media"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Entity",
      "kind": "LinkedField",
      "name": "reviewer",
      "plural": false,
      "selections": (v3/*: any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Entity",
      "kind": "LinkedField",
      "name": "uploader",
      "plural": false,
      "selections": (v3/*: any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ObservationContributors_observation"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ObservationPlace",
      "kind": "LinkedField",
      "name": "place",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "generalised",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "country",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "region",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "closestSettlement",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "location",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "verbatimLat",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "verbatimLon",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lat",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lon",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "alt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "accuracy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "locationSource",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "informationWithheld",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eea1km",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eea10km",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "eea100km",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "utm10km",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "utm2_5km",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TimelineItem",
      "kind": "LinkedField",
      "name": "item",
      "plural": false,
      "selections": [
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "privacy",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ItemViewerCan",
          "kind": "LinkedField",
          "name": "viewerCan",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "setPrivacy",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LikeButton_likeable"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "LikeButton_updatable"
        }
      ],
      "storageKey": null
    },
    {
      "condition": "withReview",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ReviewEvent",
          "kind": "LinkedField",
          "name": "reviewEvents",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "action",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ReviewHistory_observation"
        }
      ]
    }
  ],
  "type": "Observation",
  "abstractKey": null
};
})();

(node as any).hash = "0e62614e5d083332dd81563bd3e90abf";

export default node;
