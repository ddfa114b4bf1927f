import { ArrayRowLabel as ArrayRowLabel_ae724388c88b1d882a55c8840d937b97 } from '../../../../src/admin/labels/ArrayRowLabel.client'
import { TagCosts as TagCosts_7e3a9b2c34abfb0262663546ff954037 } from '../../../../collections/Tenants/admin/TagCosts.client'
import { AdFeedReport as AdFeedReport_f7030d180de9e66c2df0bfb0b8fb3b7e } from '../../../../collections/Tenants/admin/AdFeedReport.client'
import { WatchTenantCollection as WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { TenantField as TenantField_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { ScheduleStatus as ScheduleStatus_31411d89623b73de5c0db6fa62369f66 } from '../../../../src/admin/schedule/ScheduleStatus'
import { SharePreview as SharePreview_775d8e769627f9c8bf3d392076555eee } from '../../../../src/admin/preview/SharePreview.client'
import { LinkCheck as LinkCheck_a4b0f89a48bfbabcc7344da025901168 } from '../../../../src/admin/links/LinkCheck.client'
import { BlockRowLabel as BlockRowLabel_52ee62d1e7eff152cccb9f866efdb66b } from '../../../../src/admin/labels/BlockRowLabel.client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AssignTenantFieldTrigger as AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { PushKey as PushKey_a2cb76a8ece789628f74911ffdc3e297 } from '../../../../collections/StockFeeds/admin/PushKey.client'
import { UploadFeedFile as UploadFeedFile_ccb23586fc4d280a2d1a8225cc57ab2e } from '../../../../collections/StockFeeds/admin/UploadFeedFile.client'
import { UrgencyCell as UrgencyCell_fcc26d5f06ebdd5f802de7a8901de662 } from '../../../../src/admin/leads/UrgencyCell'
import { AssigneeField as AssigneeField_8ce7c8d8c25bed34353570fd66477d23 } from '../../../../src/admin/leads/AssigneeField'
import { TextCell as TextCell_f97e94ac0c195b54c76f43ea1b770d65 } from '../../../../src/admin/leads/TextCell'
import { ContactLink as ContactLink_63e3ae17555cadcbabfce70bc6f324ef } from '../../../../src/admin/leads/ContactLink.client'
import { LeadAnswers as LeadAnswers_91e8554097b7c72dd99cdd4d6dce3552 } from '../../../../src/admin/leads/LeadAnswers'
import { VehicleCell as VehicleCell_78dda9ad5b9ab3399abccf29efa9d554 } from '../../../../src/admin/leads/VehicleCell'
import { LeadVehicle as LeadVehicle_4db7d5193e8c0b5b04bdc7191940cc13 } from '../../../../src/admin/leads/LeadVehicle'
import { NoteText as NoteText_f42fc5b0da5431c280bdac9ef06d47d7 } from '../../../../src/admin/leads/NoteText.client'
import { SavedViews as SavedViews_937029bd8ebdc32c2d46fa6accef8089 } from '../../../../src/admin/leads/SavedViews'
import { ExportCsv as ExportCsv_d69ce857df8de3f1eb4c365ad3998935 } from '../../../../src/admin/leads/ExportCsv.client'
import { Icon as Icon_0db51c44740b369b32c715d68b08d1d6 } from '../../../../src/admin/graphics/Brand'
import { Logo as Logo_0db51c44740b369b32c715d68b08d1d6 } from '../../../../src/admin/graphics/Brand'
import { GlobalViewRedirect as GlobalViewRedirect_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { ForecourtDashboard as ForecourtDashboard_e57afc99291726bda4e4e9629bc62236 } from '../../../../src/admin/dashboard/Dashboard'
import { BrokenLinksDashboard as BrokenLinksDashboard_fb7cdde13288b98b32cb22aec398295c } from '../../../../src/admin/links/BrokenLinksDashboard'
import { TenantSelector as TenantSelector_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { PrivacyNavLink as PrivacyNavLink_6da9f00a3e6fd65e001918c6ba4b46d8 } from '../../../../src/admin/privacy/PrivacyNavLink'
import { TenantSelectionWhenSignedIn as TenantSelectionWhenSignedIn_15afdefb292580b6497b8e4217167e05 } from '../../../../src/admin/tenantSelection/TenantSelectionWhenSignedIn'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { PrivacyView as PrivacyView_ebf12509f4d83fc19e4241f88bee53e3 } from '../../../../src/admin/privacy/PrivacyView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/src/admin/labels/ArrayRowLabel.client#ArrayRowLabel": ArrayRowLabel_ae724388c88b1d882a55c8840d937b97,
  "/collections/Tenants/admin/TagCosts.client#TagCosts": TagCosts_7e3a9b2c34abfb0262663546ff954037,
  "/collections/Tenants/admin/AdFeedReport.client#AdFeedReport": AdFeedReport_f7030d180de9e66c2df0bfb0b8fb3b7e,
  "@payloadcms/plugin-multi-tenant/client#WatchTenantCollection": WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a,
  "@payloadcms/plugin-multi-tenant/client#TenantField": TenantField_1d0591e3cf4f332c83a86da13a0de59a,
  "/src/admin/schedule/ScheduleStatus#ScheduleStatus": ScheduleStatus_31411d89623b73de5c0db6fa62369f66,
  "/src/admin/preview/SharePreview.client#SharePreview": SharePreview_775d8e769627f9c8bf3d392076555eee,
  "/src/admin/links/LinkCheck.client#LinkCheck": LinkCheck_a4b0f89a48bfbabcc7344da025901168,
  "/src/admin/labels/BlockRowLabel.client#BlockRowLabel": BlockRowLabel_52ee62d1e7eff152cccb9f866efdb66b,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-multi-tenant/client#AssignTenantFieldTrigger": AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a,
  "/collections/StockFeeds/admin/PushKey.client#PushKey": PushKey_a2cb76a8ece789628f74911ffdc3e297,
  "/collections/StockFeeds/admin/UploadFeedFile.client#UploadFeedFile": UploadFeedFile_ccb23586fc4d280a2d1a8225cc57ab2e,
  "/src/admin/leads/UrgencyCell#UrgencyCell": UrgencyCell_fcc26d5f06ebdd5f802de7a8901de662,
  "/src/admin/leads/AssigneeField#AssigneeField": AssigneeField_8ce7c8d8c25bed34353570fd66477d23,
  "/src/admin/leads/TextCell#TextCell": TextCell_f97e94ac0c195b54c76f43ea1b770d65,
  "/src/admin/leads/ContactLink.client#ContactLink": ContactLink_63e3ae17555cadcbabfce70bc6f324ef,
  "/src/admin/leads/LeadAnswers#LeadAnswers": LeadAnswers_91e8554097b7c72dd99cdd4d6dce3552,
  "/src/admin/leads/VehicleCell#VehicleCell": VehicleCell_78dda9ad5b9ab3399abccf29efa9d554,
  "/src/admin/leads/LeadVehicle#LeadVehicle": LeadVehicle_4db7d5193e8c0b5b04bdc7191940cc13,
  "/src/admin/leads/NoteText.client#NoteText": NoteText_f42fc5b0da5431c280bdac9ef06d47d7,
  "/src/admin/leads/SavedViews#SavedViews": SavedViews_937029bd8ebdc32c2d46fa6accef8089,
  "/src/admin/leads/ExportCsv.client#ExportCsv": ExportCsv_d69ce857df8de3f1eb4c365ad3998935,
  "/src/admin/graphics/Brand#Icon": Icon_0db51c44740b369b32c715d68b08d1d6,
  "/src/admin/graphics/Brand#Logo": Logo_0db51c44740b369b32c715d68b08d1d6,
  "@payloadcms/plugin-multi-tenant/rsc#GlobalViewRedirect": GlobalViewRedirect_d6d5f193a167989e2ee7d14202901e62,
  "/src/admin/dashboard/Dashboard#ForecourtDashboard": ForecourtDashboard_e57afc99291726bda4e4e9629bc62236,
  "/src/admin/links/BrokenLinksDashboard#BrokenLinksDashboard": BrokenLinksDashboard_fb7cdde13288b98b32cb22aec398295c,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelector": TenantSelector_d6d5f193a167989e2ee7d14202901e62,
  "/src/admin/privacy/PrivacyNavLink#PrivacyNavLink": PrivacyNavLink_6da9f00a3e6fd65e001918c6ba4b46d8,
  "/src/admin/tenantSelection/TenantSelectionWhenSignedIn#TenantSelectionWhenSignedIn": TenantSelectionWhenSignedIn_15afdefb292580b6497b8e4217167e05,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/admin/privacy/PrivacyView#PrivacyView": PrivacyView_ebf12509f4d83fc19e4241f88bee53e3,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
