import { describe, expect, it } from 'vitest'

import { mediaObjectKey, s3Settings } from '@/lib/storage/s3Config'

describe('S3 settings from the environment', () => {
  it('is off without S3_BUCKET (media stay on local disk)', () => {
    expect(s3Settings({})).toBeNull()
    expect(s3Settings({ S3_BUCKET: '  ', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBeNull()
  })

  it('reads the bucket, endpoint, region and keys; path-style and checksums only when required', () => {
    expect(
      s3Settings({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'ap-southeast-2', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' }),
    ).toEqual({
      bucket: 'media',
      client: {
        endpoint: 'http://minio:9000',
        region: 'ap-southeast-2',
        forcePathStyle: true,
        credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    })
  })

  it('leaves AWS defaults to the SDK: no endpoint, us-east-1, its own credentials; virtual-hosted names on request', () => {
    const aws = s3Settings({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'false' })!
    expect(aws.client).not.toHaveProperty('endpoint')
    expect(aws.client).not.toHaveProperty('credentials')
    expect(aws.client).toMatchObject({ region: 'us-east-1', forcePathStyle: false })
  })

  it('refuses half a key pair', () => {
    expect(() => s3Settings({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/)
  })
})

describe('media object keys', () => {
  it('is the plain file name, with the plugin’s prefix and object key folded in when set', () => {
    expect(mediaObjectKey('car-640x427.webp')).toBe('car-640x427.webp')
    expect(mediaObjectKey('car.webp', { prefix: '', _objectKey: null })).toBe('car.webp')
    expect(mediaObjectKey('car.webp', { prefix: '/dealer-1/', _objectKey: 'abc' })).toBe('dealer-1/abc/car.webp')
  })
})
